import { partnerAccountReportQuerySchema } from '@repute/domain';
import { type CsvExport, defineCsv } from '../exports';
import type { PartnerAccountReportsService } from './partner-account-reports.service';

/** partner_accounts: the roll-up's rows, every child, in the screen's order (decision 0141). */
export function partnerAccountsCsv(reports: Pick<PartnerAccountReportsService, 'list'>): CsvExport {
  return defineCsv({
    permission: ['visual_report', 'read'],
    filters: partnerAccountReportQuerySchema,
    async open(caller, query) {
      // One read of every child: list() computes them all to sort, so one page as large as the list holds them.
      const { rows } = await reports.list(caller, { ...query, page: 1, per_page: Number.MAX_SAFE_INTEGER });
      return (async function* batches() {
        yield rows;
      })();
    },
    columns: [
      { header: 'account_id', value: (row) => row.account_id },
      { header: 'account_name', value: (row) => row.account_name },
      { header: 'average_rating', value: (row) => row.average_rating },
      { header: 'total_reviews', value: (row) => row.total_reviews },
      { header: 'response_rate', value: (row) => row.response_rate },
      { header: 'response_time', value: (row) => row.response_time },
      { header: 'requests_sent', value: (row) => row.requests_sent },
      { header: 'listings_in_sync', value: (row) => row.listings_in_sync },
      { header: 'listings_total', value: (row) => row.listings_total },
    ],
  });
}
