import { OPEN_AND_CLOSE_REQUIRED } from '@repute/domain/hours';
import { describe, expect, it } from 'vitest';
import {
  addRange,
  closedWeekForm,
  type DayForm,
  dayFormErrors,
  dayFormToWire,
  dayToForm,
  removeRange,
  setDayClosed,
  setRangeTime,
  tidyTimeText,
  weekFormErrors,
  weekFormToWire,
  weekToForm,
} from './hours-form';

const nineToFive: DayForm = { open: true, is_24_hours: false, ranges: [{ open: '9:00 AM', close: '5:00 PM' }] };

describe('hours form', () => {
  it('reads wire hours in 12-hour form and writes HH:mm back', () => {
    const day = dayToForm({ open: true, is_24_hours: false, hours: [{ open_time: '08:30', close_time: '17:00' }] });
    expect(day.ranges).toEqual([{ open: '8:30 AM', close: '5:00 PM' }]);
    expect(dayFormToWire(day)).toEqual({
      open: true,
      is_24_hours: false,
      hours: [{ open_time: '08:30', close_time: '17:00' }],
    });
  });

  it('accepts 24-hour and 12-hour input with A/P shorthand', () => {
    const day = setRangeTime(setRangeTime(nineToFive, 0, 'open', '7:15a'), 0, 'close', '21:45');
    expect(dayFormToWire(day).hours).toEqual([{ open_time: '07:15', close_time: '21:45' }]);
    expect(tidyTimeText('21:45')).toBe('9:45 PM');
    expect(tidyTimeText('24 HOURS')).toBe('24 hours');
    expect(tidyTimeText('nonsense')).toBe('nonsense');
  });

  it('Add Hours makes an all-closed week; closing clears hours, reopening adds one empty range', () => {
    const week = closedWeekForm();
    expect(Object.values(week).every((day) => !day.open && day.ranges.length === 0)).toBe(true);
    expect(setDayClosed(nineToFive, true)).toEqual({ open: false, is_24_hours: false, ranges: [] });
    expect(setDayClosed(week.monday, false)).toEqual({
      open: true,
      is_24_hours: false,
      ranges: [{ open: '', close: '' }],
    });
  });

  it("choosing '24 hours' clears ranges; typing a time afterwards returns to ranges", () => {
    const allDay = setRangeTime(nineToFive, 0, 'close', '24 hours');
    expect(allDay).toEqual({ open: true, is_24_hours: true, ranges: [] });
    expect(dayFormToWire(allDay)).toEqual({ open: true, is_24_hours: true, hours: [] });
    const back = setRangeTime(allDay, 0, 'open', '10:00 AM');
    expect(back).toEqual({ open: true, is_24_hours: false, ranges: [{ open: '10:00 AM', close: '' }] });
  });

  it('adds up to six ranges and never removes the last one', () => {
    let day = nineToFive;
    for (let i = 0; i < 10; i += 1) day = addRange(day);
    expect(day.ranges).toHaveLength(6);
    expect(removeRange({ ...nineToFive }, 0).ranges).toEqual([{ open: '', close: '' }]);
  });

  it('an open day needs both times; a bad time is a field error', () => {
    const errors = dayFormErrors(
      { open: true, is_24_hours: false, ranges: [{ open: '25:00', close: '' }] },
      'hours.monday',
    );
    expect(errors).toEqual({
      'hours.monday': OPEN_AND_CLOSE_REQUIRED,
      'hours.monday.ranges.0.open': 'Enter a valid time',
    });
    expect(dayFormErrors(nineToFive, 'x')).toEqual({});
    expect(weekFormErrors(null)).toEqual({});
  });

  it('round-trips a week', () => {
    const week = weekToForm({
      ...weekFormToWire(closedWeekForm()),
      friday: { open: true, is_24_hours: true, hours: [] },
    });
    expect(week && weekFormToWire(week).friday).toEqual({ open: true, is_24_hours: true, hours: [] });
    expect(weekToForm(null)).toBeNull();
  });
});
