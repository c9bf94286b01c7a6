import type { DateDescriptor, EmailFrequency, ScheduledExport, ScheduledExportType, Weekday } from '@repute/domain';
import { dateRangeLegendOf } from '@repute/domain/scheduled-export-dates';
import { DEFAULT_EMAIL_FREQUENCY, scheduleDefaults } from '@repute/domain/scheduled-export-schedule';
import { scheduledExportCreateSchema, scheduledExportPatchSchema } from '@repute/domain/scheduled-exports';
import type { FilterState } from '../../shared/filters/filter-state';
import { domainResolver } from '../../shared/forms/domain-resolver';
import type { ScheduledExportBody } from './scheduled-exports-api';

/** The flyout's fields as the inputs hold them. */
export type ScheduleExportValues = {
  name: string;
  recipientIds: string[];
  /** Addresses outside the account (decision 0129), in lower case. */
  outsideEmails: string[];
  frequency: EmailFrequency;
  time: string;
  day: Weekday;
  dayOfMonth: string;
  body: string;
};

/** An export's filters as the call sends them: the schema's input (a list of ids may go as '1,2'). */
export type ScheduleFilters = NonNullable<ScheduledExportBody['filters']>;

/** What the report puts into an export: its type, the microsurvey it is of, and its filter bar. */
export type ScheduleExportSubject = {
  exportType: ScheduledExportType;
  resourceId?: number | null;
  dateDescriptor: DateDescriptor | null;
  filters: ScheduleFilters;
};

/** The new export's fields (spec 000 §4: daily at 13:00), or the edited export's. */
export function initialScheduleValues(existing?: ScheduledExport): ScheduleExportValues {
  if (!existing) {
    const defaults = scheduleDefaults(DEFAULT_EMAIL_FREQUENCY);
    return {
      name: '',
      recipientIds: [],
      outsideEmails: [],
      frequency: defaults.email_frequency,
      time: defaults.scheduled_time,
      day: defaults.scheduled_day,
      dayOfMonth: String(defaults.scheduled_day_of_month),
      body: '',
    };
  }
  return {
    name: existing.email_subject,
    recipientIds: existing.recipient_user_ids.map(String),
    outsideEmails: existing.outside_recipient_emails,
    frequency: existing.email_frequency,
    time: existing.scheduled_time,
    day: existing.scheduled_day,
    dayOfMonth: String(existing.scheduled_day_of_month),
    body: existing.email_body,
  };
}

/** Spec 000 §4: switching frequency resets time 13:00, day Sunday, day of month 1. */
export function withFrequency(values: ScheduleExportValues, frequency: EmailFrequency): ScheduleExportValues {
  if (frequency === values.frequency) return values;
  const defaults = scheduleDefaults(frequency);
  return {
    ...values,
    frequency,
    time: defaults.scheduled_time,
    day: defaults.scheduled_day,
    dayOfMonth: String(defaults.scheduled_day_of_month),
  };
}

/** The report's filter bar as an export's filters (the server keeps those its type takes). */
export function scheduleFiltersOf(state: FilterState): ScheduleFilters {
  const filters: ScheduleFilters = { dateDescriptor: state.dateDescriptor };
  if (state.groupId) filters.group_id = state.groupId;
  if (state.locationId) filters.location_id = state.locationId;
  if (state.sourceId) filters.source_id = state.sourceId;
  if (state.rating !== null) filters.rating = state.rating;
  if (state.sentiment) filters.sentiment = state.sentiment;
  if (state.category) filters.category = state.category;
  return filters;
}

/** The call's body; the day of month goes as typed, for the schema to judge (the API reads digits as a number). */
export function scheduleExportBody(
  values: ScheduleExportValues,
  subject: ScheduleExportSubject,
  accountId: number,
): ScheduledExportBody {
  return {
    account_id: accountId,
    date_range_legend: dateRangeLegendOf(subject.dateDescriptor),
    filters: subject.filters,
    recipient_user_ids: values.recipientIds.map(Number),
    recipient_emails: values.outsideEmails,
    email_frequency: values.frequency,
    email_subject: values.name.trim(),
    email_body: values.body,
    scheduled_time: values.time,
    scheduled_day: values.day,
    scheduled_day_of_month: values.dayOfMonth,
    export_type: subject.exportType,
    resource_id: subject.resourceId ?? undefined,
  };
}

/** The body's fields by the flyout's names, so the schema's errors land on the flyout's fields. */
const BODY_FIELDS = {
  email_subject: 'name',
  recipient_user_ids: 'recipientIds',
  recipient_emails: 'outsideEmails',
  email_frequency: 'frequency',
  email_body: 'body',
  scheduled_time: 'time',
  scheduled_day: 'day',
  scheduled_day_of_month: 'dayOfMonth',
} as const satisfies Partial<Record<keyof ScheduledExportBody, keyof ScheduleExportValues>>;

/**
 * The flyout's `validate` (decision 0128): the body it sends checked by the schema the API checks it with, the
 * create schema for a new export and the PATCH schema for an edited one.
 */
export function scheduleExportRules(subject: ScheduleExportSubject, accountId: number, editing: boolean) {
  return domainResolver<ScheduleExportValues>(editing ? scheduledExportPatchSchema : scheduledExportCreateSchema, {
    toBody: (values) => scheduleExportBody(values, subject, accountId),
    fields: BODY_FIELDS,
  });
}
