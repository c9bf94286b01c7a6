import { dateRangesQuerySchema, dateRangesSchema } from '@repute/domain';
import { callerOf } from '../../platform/http/authenticate';
import type { TypedApp } from '../../platform/http/routing';
import type { DateRangesService } from './date-ranges.service';

export function dateRangesRoutes(app: TypedApp, dateRanges: DateRangesService): void {
  app.get(
    '/date_ranges',
    { schema: { tags: ['filters'], querystring: dateRangesQuerySchema, response: { 200: dateRangesSchema } } },
    async (request) => {
      const { ranges, ...rest } = await dateRanges.resolve(callerOf(request), request.query.account_id);
      return {
        ...rest,
        _embedded: { date_ranges: ranges },
        _links: { self: { href: `/api/date_ranges?account_id=${rest.account_id}` } },
      };
    },
  );
}
