import { z } from 'zod';
import { endOfMonth, type IsoDate } from './calendar-dates';
import { DATE_RANGE_MESSAGE, isoDateSchema, isSupportedDate } from './iso-date';

/** "YYYY-MM": the reports' month_after / month_before. */
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the month form YYYY-MM')
  .refine((month) => isSupportedDate(`${month}-01`), DATE_RANGE_MESSAGE);

/**
 * Spec 001 §7 "Reports": the window as start_date or month_after (its first month) and end_date or month_before
 * (its last month), both ends included.
 */
export const reportWindowShape = {
  start_date: isoDateSchema.optional(),
  end_date: isoDateSchema.optional(),
  month_after: monthSchema.optional(),
  month_before: monthSchema.optional(),
};

export type ReportWindow = { start_date?: string; end_date?: string; month_after?: string; month_before?: string };

/** The window's first and last days; undefined where the query leaves that end open. */
export function reportWindowDates(query: ReportWindow): { from?: IsoDate; to?: IsoDate } {
  const from = query.start_date ?? (query.month_after ? `${query.month_after}-01` : undefined);
  const to = query.end_date ?? (query.month_before ? endOfMonth(`${query.month_before}-01` as IsoDate) : undefined);
  return { from: from as IsoDate | undefined, to: to as IsoDate | undefined };
}
