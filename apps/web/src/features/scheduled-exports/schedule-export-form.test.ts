import { SCHEDULED_EXPORT_MESSAGES } from '@repute/domain/scheduled-exports';
import { describe, expect, it } from 'vitest';
import { initialScheduleValues, scheduleExportBody, scheduleExportRules, withFrequency } from './schedule-export-form';

describe('the schedule export form', () => {
  it('starts daily at 13:00, Sunday, the 1st', () => {
    expect(initialScheduleValues()).toMatchObject({
      frequency: 'daily',
      time: '13:00',
      day: 'sunday',
      dayOfMonth: '1',
    });
  });

  it('resets time, day and day of month when the frequency changes', () => {
    const edited = { ...initialScheduleValues(), time: '08:00', day: 'friday' as const, dayOfMonth: '15' };
    expect(withFrequency(edited, 'monthly')).toMatchObject({
      frequency: 'monthly',
      time: '13:00',
      day: 'sunday',
      dayOfMonth: '1',
    });
    expect(withFrequency(edited, 'daily')).toBe(edited);
  });

  it("is checked by the API's schema, its errors on the flyout's fields in the API's words", () => {
    const subject = { exportType: 'reviews' as const, dateDescriptor: 'prevMonth' as const, filters: {} };
    const ready = { ...initialScheduleValues(), name: 'Monthly', recipientIds: ['4'], frequency: 'monthly' as const };
    for (const editing of [false, true]) {
      const rules = scheduleExportRules(subject, 9, editing);
      expect(rules(ready)).toEqual({});
      expect(rules({ ...ready, name: ' ' })).toEqual({ name: SCHEDULED_EXPORT_MESSAGES.nameRequired });
      for (const day of ['0', '32', '1.5', ' 1', '1a', '', '-1']) {
        expect(rules({ ...ready, dayOfMonth: day })).toEqual({
          dayOfMonth: SCHEDULED_EXPORT_MESSAGES.invalidDayOfMonth,
        });
      }
      expect(rules({ ...ready, time: '' })).toEqual({ time: SCHEDULED_EXPORT_MESSAGES.invalidTime });
      expect(rules({ ...ready, recipientIds: [] })).toEqual({
        recipientIds: SCHEDULED_EXPORT_MESSAGES.recipientRequired,
      });
    }
  });

  it('sends the day of month as typed, for the schema to judge', () => {
    const values = { ...initialScheduleValues(), frequency: 'monthly' as const, dayOfMonth: '15' };
    const subject = { exportType: 'reviews' as const, dateDescriptor: 'prevMonth' as const, filters: {} };
    expect(scheduleExportBody(values, subject, 9).scheduled_day_of_month).toBe('15');
  });

  it('maps the filter bar date to its legend (one without a legend to yesterday)', () => {
    const values = {
      ...initialScheduleValues(),
      name: ' Weekly ',
      recipientIds: ['4'],
      outsideEmails: ['accountant@ledger.example'],
    };
    const subject = { exportType: 'reviews' as const, dateDescriptor: 'prevMonth' as const, filters: { rating: 1 } };
    expect(scheduleExportBody(values, subject, 9)).toMatchObject({
      account_id: 9,
      date_range_legend: 'previous_month',
      email_subject: 'Weekly',
      recipient_user_ids: [4],
      recipient_emails: ['accountant@ledger.example'],
      filters: { rating: 1 },
    });
    expect(scheduleExportBody(values, { ...subject, dateDescriptor: 'twoYears' }, 9).date_range_legend).toBe(
      'yesterday',
    );
  });
});
