import { describe, expect, it } from 'vitest';
import {
  canSaveScheduledExport,
  canScheduleExport,
  dateOptionMessage,
  filtersForType,
  isValidEmail,
  matchRecipients,
  SCHEDULED_EXPORT_MESSAGES,
  type ScheduledExportDraft,
  scheduledExportCreateSchema,
  scheduledExportsDeletedMessage,
  scheduledExportsNotDeletedMessage,
} from './scheduled-exports';

const ready: ScheduledExportDraft = {
  name: 'Weekly reviews',
  recipientCount: 1,
  scheduledTime: '13:00',
  frequency: 'daily',
  dateDescriptor: 'sevenDays',
  saving: false,
};

describe('scheduled export validation (spec 000 §5)', () => {
  it('enables Save only with a name, a recipient, a time, a frequency, a preset date and nothing saving', () => {
    expect(canSaveScheduledExport(ready)).toBe(true);
    expect(canSaveScheduledExport({ ...ready, name: '  ' })).toBe(false);
    expect(canSaveScheduledExport({ ...ready, recipientCount: 0 })).toBe(false);
    expect(canSaveScheduledExport({ ...ready, scheduledTime: null })).toBe(false);
    expect(canSaveScheduledExport({ ...ready, frequency: null })).toBe(false);
    expect(canSaveScheduledExport({ ...ready, saving: true })).toBe(false);
    expect(canSaveScheduledExport({ ...ready, dateDescriptor: 'custom' })).toBe(false);
  });

  it('allows a name of 100 characters and no more', () => {
    expect(canSaveScheduledExport({ ...ready, name: 'x'.repeat(100) })).toBe(true);
    expect(canSaveScheduledExport({ ...ready, name: 'x'.repeat(101) })).toBe(false);
    const body = { date_range_legend: 'yesterday', export_type: 'reviews', recipient_user_ids: [1] };
    expect(scheduledExportCreateSchema.safeParse({ ...body, email_subject: 'x'.repeat(100) }).success).toBe(true);
    expect(scheduledExportCreateSchema.safeParse({ ...body, email_subject: 'x'.repeat(101) }).success).toBe(false);
  });

  it("says 'All time date option is not supported' for all time, 'Select a preset date option' otherwise", () => {
    expect(dateOptionMessage('allTime')).toBe('All time date option is not supported');
    expect(dateOptionMessage('custom')).toBe('Select a preset date option');
    expect(dateOptionMessage(undefined)).toBe('Select a preset date option');
    expect(dateOptionMessage('thirtyDays')).toBeNull();
  });

  it('disables the Schedule Export item for allTime, custom or a missing dateDescriptor', () => {
    expect(canScheduleExport('allTime')).toBe(false);
    expect(canScheduleExport('custom')).toBe(false);
    expect(canScheduleExport(null)).toBe(false);
    expect(canScheduleExport('prevQuarter')).toBe(true);
  });

  it('reads a day of month as a whole number 1 to 31 without extra characters', () => {
    const body = {
      date_range_legend: 'yesterday',
      export_type: 'reviews',
      email_subject: 'Monthly',
      recipient_user_ids: [1],
    };
    const day = (value: unknown) => scheduledExportCreateSchema.safeParse({ ...body, scheduled_day_of_month: value });
    expect(day('1').data?.scheduled_day_of_month).toBe(1);
    expect(day(31).data?.scheduled_day_of_month).toBe(31);
    for (const bad of ['0', '32', '1.5', ' 1', '1a', '', '-1', 1.5, '015', '01']) {
      expect(day(bad).error?.issues[0]?.message).toBe(SCHEDULED_EXPORT_MESSAGES.invalidDayOfMonth);
    }
  });

  it('checks the e-mail format of a recipient', () => {
    expect(isValidEmail('ana@northwind.example')).toBe(true);
    expect(isValidEmail('ana@')).toBe(false);
  });

  it('matches recipients among account users by the start of their e-mail or name', () => {
    const users = [
      { id: 1, email: 'ana@northwind.example', profile_name: 'Ana Ruiz' },
      { id: 2, email: 'bo@northwind.example', profile_name: 'Bo Chen' },
    ];
    expect(matchRecipients(users, 'an').map((user) => user.id)).toEqual([1]);
    expect(matchRecipients(users, 'BO C').map((user) => user.id)).toEqual([2]);
    expect(matchRecipients(users, 'northwind')).toEqual([]);
  });

  it('needs at least one recipient in the API body', () => {
    const body = { date_range_legend: 'yesterday', export_type: 'reviews', email_subject: 'Daily' };
    const parsed = scheduledExportCreateSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(SCHEDULED_EXPORT_MESSAGES.recipientRequired);
  });
});

describe('filters by export type (spec 000 §9)', () => {
  const filters = { location_id: 3, rating: 2, sentiment: 'negative' as const, category: 'food', sort: 'rating' };

  it('keeps rating, sort, sentiment and category for reviews', () => {
    expect(filtersForType(filters, 'reviews')).toEqual(filters);
  });

  it('keeps category and rating but not sort or sentiment for experience categories', () => {
    expect(filtersForType(filters, 'experience_categories')).toEqual({ location_id: 3, rating: 2, category: 'food' });
  });

  it('keeps only the common filters for location metrics', () => {
    expect(filtersForType(filters, 'metric_locations')).toEqual({ location_id: 3 });
  });
});

describe('messages (spec 000 §8)', () => {
  it('words deletions for one and for several', () => {
    expect(scheduledExportsDeletedMessage(1)).toBe('Scheduled Export deleted');
    expect(scheduledExportsDeletedMessage(3)).toBe('3 Scheduled Exports deleted');
    expect(scheduledExportsNotDeletedMessage(1)).toBe('Scheduled Export was not deleted');
    expect(scheduledExportsNotDeletedMessage(4)).toBe('Some Scheduled Exports were not deleted');
  });
});
