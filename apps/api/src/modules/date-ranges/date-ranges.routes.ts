import { getDateRanges } from '@repute/domain/contracts/date-ranges';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import type { ContractApp } from '../../platform/http/routing';
import type { DateRangesService } from './date-ranges.service';

export function dateRangesRoutes(app: ContractApp, dateRanges: DateRangesService): void {
  route(app, getDateRanges, async (request) => {
    const { ranges, ...rest } = await dateRanges.resolve(callerOf(request), request.query.account_id);
    return {
      ...rest,
      _embedded: { date_ranges: ranges },
      _links: { self: { href: `/api/date_ranges?account_id=${rest.account_id}` } },
    };
  });
}
