import { MAX_PAGE_SIZE, type ScorecardRequest, scorecardRequestsQuerySchema } from '@repute/domain';
import { type CsvExport, defineCsv, pagedBatches } from '../exports';
import type { ScorecardsService } from './scorecards.service';

/** Spec 000 §7 `partner_scorecards`: the partner's scorecards of prospects, newest first, with their links. */
export function partnerScorecardsCsv(
  scorecards: Pick<ScorecardsService, 'listRequests'>,
  publicUrl: string,
): CsvExport {
  return defineCsv({
    permission: ['partner_scorecard', 'read'],
    settings: ['scorecards'],
    filters: scorecardRequestsQuerySchema,
    open: (caller, filters) =>
      pagedBatches(MAX_PAGE_SIZE, async (page, perPage) => {
        const { rows } = await scorecards.listRequests(caller, { ...filters, page, per_page: perPage });
        return rows;
      }),
    columns: [
      { header: 'id', value: (request: ScorecardRequest) => request.id },
      { header: 'business_name', value: (request) => request.business_name },
      { header: 'address', value: (request) => request.address },
      { header: 'grade', value: (request) => request.grade ?? '' },
      { header: 'rating', value: (request) => request.rating ?? '' },
      { header: 'review_count', value: (request) => request.review_count ?? '' },
      { header: 'contact_email', value: (request) => request.contact_email ?? '' },
      { header: 'contact_phone', value: (request) => request.contact_phone ?? '' },
      { header: 'link', value: (request) => `${publicUrl}/scorecardrequest/${request.public_id}` },
      { header: 'created_at', value: (request) => request.created_at },
    ],
  });
}
