import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges, initialScheduleValues, scheduleExportBody, withFrequency } from './schedule-export-form';

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

  it('has unsaved changes once any field differs', () => {
    const initial = initialScheduleValues();
    expect(hasUnsavedChanges(initial, { ...initial })).toBe(false);
    expect(hasUnsavedChanges(initial, { ...initial, name: 'x' })).toBe(true);
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
