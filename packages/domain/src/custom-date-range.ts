import { compareDates, type IsoDate, isIsoDate } from './calendar-dates';

/** Spec 000 §5 "Custom date range" messages, word for word. */
export const CUSTOM_RANGE_MESSAGES = {
  dateRequired: 'Date Required',
  invalidRange: 'Invalid Date Range',
} as const;

export type CustomRangeErrors = Partial<Record<'from' | 'to', string>>;

/**
 * Both dates are required; From may not be after To nor after today; To may not be after today nor
 * before From. A date that is missing or not a real date counts as not given. Answers the message of
 * each field that breaks a rule (empty when the range is good).
 */
export function validateCustomRange(
  range: { from: IsoDate | null | undefined; to: IsoDate | null | undefined },
  today: IsoDate,
): CustomRangeErrors {
  const errors: CustomRangeErrors = {};
  const from = isIsoDate(range.from) ? range.from : null;
  const to = isIsoDate(range.to) ? range.to : null;
  if (!from) errors.from = CUSTOM_RANGE_MESSAGES.dateRequired;
  if (!to) errors.to = CUSTOM_RANGE_MESSAGES.dateRequired;
  if (from && compareDates(from, today) > 0) errors.from = CUSTOM_RANGE_MESSAGES.invalidRange;
  if (to && compareDates(to, today) > 0) errors.to = CUSTOM_RANGE_MESSAGES.invalidRange;
  if (from && to && compareDates(from, to) > 0) {
    errors.from = CUSTOM_RANGE_MESSAGES.invalidRange;
    errors.to = CUSTOM_RANGE_MESSAGES.invalidRange;
  }
  return errors;
}

export function isValidCustomRange(range: { from: IsoDate | null; to: IsoDate | null }, today: IsoDate): boolean {
  return Object.keys(validateCustomRange(range, today)).length === 0;
}
