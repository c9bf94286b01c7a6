import { dateRangesQuerySchema, dateRangesSchema } from '../date-ranges';
import { endpoint } from './endpoint';

/** The named date ranges of the filters, resolved in the account's time zone. */
export const getDateRanges = endpoint({
  method: 'GET',
  path: '/date_ranges',
  query: dateRangesQuerySchema,
  responses: { 200: dateRangesSchema },
  tags: ['filters'],
});
