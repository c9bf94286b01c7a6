import { z } from 'zod';

/** PostgreSQL's integer, the type of every id column: a larger id names nothing and must not reach a query. */
export const MAX_ID = 2_147_483_647;

const DIGITS = /^\d+$/;

/**
 * A whole number as the API reads it anywhere (path, query or body): a JSON number, or a string of digits only.
 * `Number()` alone would read ' 1', '0x10' and '1e3' as 1, 16 and 1000, so the string form is checked first.
 */
export function wholeNumberSchema({ min, max, message }: { min: number; max: number; message: string }) {
  return z
    .union([z.number(), z.string().regex(DIGITS).transform(Number)], { error: message })
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));
}

/** Every id the API takes: digits only, 1 to 2147483647. */
export const idSchema = wholeNumberSchema({ min: 1, max: MAX_ID, message: `Expected an id (1 to ${MAX_ID})` });

/** A comma-separated list of ids in one parameter (location_id=1,2,3), each as strict as one id, or a JSON number. */
export const idListSchema = z.union([z.string(), z.number()]).transform((value, context) => {
  const ids = String(value)
    .split(',')
    .filter((part) => part !== '')
    .map((part) => idSchema.safeParse(part));
  if (ids.some((id) => !id.success)) {
    context.addIssue({ code: 'custom', message: 'Expected a list of ids' });
    return z.NEVER;
  }
  return ids.map((id) => id.data as number);
});
