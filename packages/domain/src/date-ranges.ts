import { z } from 'zod';
import { DATE_DESCRIPTORS } from './date-descriptors';
import { idSchema } from './whole-numbers';

/**
 * GET /date_ranges: the account's time zone and today, and every preset resolved on that day. The web app
 * resolves dates with the same functions in the same zone; the answer is also what report calls use.
 */
export const resolvedDateRangeSchema = z.object({
  descriptor: z.enum(DATE_DESCRIPTORS),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string(),
});
export type ResolvedDateRange = z.infer<typeof resolvedDateRangeSchema>;

export const dateRangesSchema = z.object({
  account_id: z.number().int(),
  time_zone: z.string(),
  today: z.string(),
  /** 0 = Sunday. */
  week_starts_on: z.number().int(),
  _embedded: z.object({ date_ranges: z.array(resolvedDateRangeSchema) }),
  _links: z.record(z.string(), z.object({ href: z.string() })),
});
export type DateRanges = z.infer<typeof dateRangesSchema>;

export const dateRangesQuerySchema = z.object({
  account_id: idSchema.optional(),
  nonce: z.string().optional(),
});
