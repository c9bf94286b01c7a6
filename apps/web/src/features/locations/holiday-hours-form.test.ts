import type { SpecialHours } from '@repute/domain';
import { SPECIAL_HOURS_MESSAGES } from '@repute/domain/special-hours';
import { describe, expect, it } from 'vitest';
import {
  addRow,
  applyProgress,
  closedRunWarning,
  EMPTY_HOLIDAY_STATE,
  type HolidayState,
  holidayErrors,
  holidaySavePlan,
  loadedState,
  needsOverrideConfirmation,
  removeRow,
  rowWarning,
  setRowClosed,
  updateRow,
} from './holiday-hours-form';

const saved = (id: number, start_date: string, closed = true): SpecialHours => ({
  id,
  account_id: 1,
  location_id: 7,
  start_date,
  closed,
  is_24_hours: false,
  hours: closed ? [] : [{ open_time: '10:00', close_time: '14:00' }],
});

const TODAY = '2030-06-10';

function withDates(dates: string[], closed = true): HolidayState {
  let state = EMPTY_HOLIDAY_STATE;
  for (const date of dates) state = addRow(state, date);
  if (!closed) {
    for (const row of state.rows) state = updateRow(state, row.id, setRowClosed(false));
  }
  return state;
}

describe('holiday hours form', () => {
  it('gives new rows ids ending in -new and closes them by default', () => {
    const state = addRow(addRow(EMPTY_HOLIDAY_STATE), '2030-12-24');
    expect(state.rows.map((row) => row.id)).toEqual(['1-new', '2-new']);
    expect(state.rows[1]).toMatchObject({ start_date: '2030-12-24', closed: true });
  });

  it('queues removed saved rows for deletion and just drops new ones', () => {
    let state = addRow(loadedState([saved(31, '2030-12-25')]), '2030-12-31');
    state = removeRow(removeRow(state, '31'), '1-new');
    expect(state.rows).toEqual([]);
    expect(state.removedIds).toEqual([31]);
  });

  it('checks the date: required once touched, not 10 years ahead, not twice', () => {
    let state = addRow(addRow(addRow(EMPTY_HOLIDAY_STATE), '2040-06-10'), '2030-07-04');
    state = addRow(state, '2030-07-04');
    expect(holidayErrors(state.rows, TODAY)).toEqual({
      'specialHours.2-new.start_date': SPECIAL_HOURS_MESSAGES.tooFarAhead,
      'specialHours.3-new.start_date': SPECIAL_HOURS_MESSAGES.duplicateDate,
      'specialHours.4-new.start_date': SPECIAL_HOURS_MESSAGES.duplicateDate,
    });
    state = updateRow(state, '1-new', { dateTouched: true });
    expect(holidayErrors(state.rows, TODAY)['specialHours.1-new.start_date']).toBe(SPECIAL_HOURS_MESSAGES.dateRequired);
  });

  it('an open day needs both times', () => {
    const state = withDates(['2030-07-04'], false);
    expect(holidayErrors(state.rows, TODAY)).toEqual({
      'specialHours.1-new.day': SPECIAL_HOURS_MESSAGES.openNeedsTimes,
    });
  });

  it('warns within 24 hours, only for dates being set', () => {
    const state = addRow(loadedState([saved(5, '2030-06-11')]), '2030-06-11');
    const [existing, added] = state.rows;
    expect(existing && rowWarning(existing, '2030-06-10T09:00')).toBeUndefined();
    expect(added && rowWarning(added, '2030-06-10T09:00')).toBe(SPECIAL_HOURS_MESSAGES.within24Hours);
    expect(added && rowWarning(added, '2030-06-09T09:00')).toBeUndefined();
  });

  it('warns for 7 or more consecutive closed days, counting saved and new rows', () => {
    const six = ['2030-12-20', '2030-12-21', '2030-12-22', '2030-12-23', '2030-12-24', '2030-12-25'];
    expect(closedRunWarning(withDates(six).rows)).toBeUndefined();
    const seven = addRow(loadedState(six.map((date, index) => saved(index + 1, date))), '2030-12-26');
    expect(closedRunWarning(seven.rows)).toBe(SPECIAL_HOURS_MESSAGES.closedRun);
    expect(closedRunWarning(withDates([...six, '2030-12-26'], false).rows)).toBeUndefined();
  });

  it('plans the save: delete removed, create new, patch changed, skip undated and unchanged', () => {
    let state = loadedState([saved(1, '2030-12-24'), saved(2, '2030-12-25'), saved(3, '2030-12-31')]);
    state = removeRow(state, '1');
    state = updateRow(state, '2', { closed: false, day: { open: true, is_24_hours: true, ranges: [] } });
    state = addRow(addRow(state, '2031-01-01'));
    const plan = holidaySavePlan(state, 1, 7);
    expect(plan.remove).toEqual([1]);
    expect(plan.create).toEqual([
      {
        rowId: '1-new',
        body: { account_id: 1, location_id: 7, start_date: '2031-01-01', closed: true, is_24_hours: false, hours: [] },
      },
    ]);
    expect(plan.patch).toEqual([
      { id: 2, body: { account_id: 1, start_date: '2030-12-25', closed: false, is_24_hours: true, hours: [] } },
    ]);
    expect(needsOverrideConfirmation(plan)).toBe(true);
    expect(needsOverrideConfirmation({ remove: [4], create: [], patch: [] })).toBe(false);
  });

  it('takes in what a failed save did, so the next save sends only the rest', () => {
    let state = addRow(removeRow(loadedState([saved(1, '2030-12-24'), saved(2, '2030-12-25')]), '1'), '2031-01-01');
    state = applyProgress(state, { kind: 'removed', id: 1 });
    state = applyProgress(state, { kind: 'created', rowId: '1-new', entry: saved(9, '2031-01-01') });
    expect(holidaySavePlan(state, 1, 7)).toEqual({ remove: [], create: [], patch: [] });
    expect(state.rows.map((row) => row.id)).toEqual(['2', '9']);
  });

  it('sends open hours as HH:mm', () => {
    let state = withDates(['2030-07-04'], false);
    const row = state.rows[0];
    if (!row) throw new Error('no row');
    state = updateRow(state, row.id, {
      day: { open: true, is_24_hours: false, ranges: [{ open: '9:00a', close: '1:30 PM' }] },
    });
    expect(holidaySavePlan(state, 1, 7).create[0]?.body.hours).toEqual([{ open_time: '09:00', close_time: '13:30' }]);
  });
});
