import {
  DEFAULT_SCORECARD_STANDARDS,
  gradeScorecard,
  type LocationScorecard,
  type PublicFace,
  type PublicScorecard,
  pageWindow,
  type ScorecardRequest,
  type ScorecardRequestsQuery,
  type ScorecardStandards,
  type scorecardRequestBodySchema,
} from '@repute/domain';
import type { z } from 'zod';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { notFound } from '../../platform/errors';
import { currentPeriod, type LocationPeriods, repliedShare } from './location-periods';
import type { PlaceLookup } from './place-lookup';
import { gradeProspect, newPublicId } from './prospect-grading';
import type { ScorecardRequestRow, ScorecardsRepo } from './scorecards.repo';

export type ScorecardsDeps = {
  repo: ScorecardsRepo;
  periods: LocationPeriods;
  places: PlaceLookup;
  faceOf: (accountId: number) => Promise<PublicFace>;
};

function toRequest(row: ScorecardRequestRow): ScorecardRequest {
  return {
    id: row.id,
    public_id: row.publicId,
    account_id: row.accountId,
    business_name: row.businessName,
    address: row.address,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    message: row.message,
    found: row.place !== null,
    grade: row.scorecard.grade,
    rating: row.place?.rating ?? null,
    review_count: row.place?.review_count ?? null,
    created_by_user_id: row.createdByUserId,
    created_at: row.createdAt.toISOString(),
  };
}

export function createScorecardsService({ repo, periods, places, faceOf }: ScorecardsDeps) {
  const standardsOf = async (accountId: number) => (await repo.standards(accountId)) ?? DEFAULT_SCORECARD_STANDARDS;

  return {
    async standards(caller: Caller) {
      const saved = await repo.standards(caller.accountId);
      return {
        account_id: caller.accountId,
        standards: saved ?? DEFAULT_SCORECARD_STANDARDS,
        is_set: saved !== undefined,
      };
    },

    async saveStandards(caller: Caller, standards: ScorecardStandards) {
      await repo.saveStandards(caller.accountId, standards, caller.userId);
      return { account_id: caller.accountId, standards, is_set: true };
    },

    /** Each location of the caller's account graded on the last 30 days, worst grade first. */
    async locations(caller: Caller) {
      const period = currentPeriod(caller);
      const [standards, rows, negatives] = await Promise.all([
        standardsOf(caller.accountId),
        periods.performanceRows(caller, period),
        periods.negativeReviews(caller, period),
      ]);
      const scorecards: LocationScorecard[] = rows.flatMap((row) => {
        if (row.location_id === null) return [];
        const own = negatives.filter((review) => review.location_id === row.location_id);
        const graded = gradeScorecard(standards, {
          monthly_reviews: row.total_reviews,
          avg_rating: row.avg_rating,
          negative_replies: repliedShare(own, standards.negative_replies.days),
          listings_in_sync: row.listings_in_sync,
          photos: row.media_count,
        });
        return [{ location_id: row.location_id, location_name: row.location_name ?? '', ...graded }];
      });
      const order = (card: LocationScorecard) => (card.measured === 0 ? 2 : card.passed / card.measured);
      scorecards.sort((a, b) => order(a) - order(b) || a.location_name.localeCompare(b.location_name));
      return { scorecards, ...period };
    },

    async listRequests(caller: Caller, query: ScorecardRequestsQuery) {
      const accountId = await accountInScope(caller, query.account_id);
      const { rows, total } = await repo.listRequests(accountId, pageWindow(query));
      return { rows: rows.map(toRequest), total };
    },

    /** Grades the prospect from public data now and keeps it: the page shows what the partner saw. */
    async createRequest(caller: Caller, body: z.output<typeof scorecardRequestBodySchema>) {
      const accountId = await accountInScope(caller, body.account_id);
      const standards = await standardsOf(accountId);
      const graded = await gradeProspect(places, standards, { name: body.business_name, address: body.address });
      const row = await repo.insertRequest({
        accountId,
        publicId: newPublicId(),
        businessName: body.business_name,
        address: body.address,
        contactEmail: body.contact_email ?? null,
        contactPhone: body.contact_phone,
        message: body.message,
        ...graded,
        createdByUserId: caller.userId,
      });
      return toRequest(row);
    },

    /** The prospect's page: this request and the partner's face, nothing else of the account. */
    async publicScorecard(publicId: string): Promise<PublicScorecard> {
      const row = await repo.requestByPublicId(publicId);
      if (!row) throw notFound('Scorecard not found');
      const face = await faceOf(row.accountId);
      return {
        ...face,
        prospect_name: row.businessName,
        prospect_address: row.address,
        found: row.place !== null,
        place: row.place,
        scorecard: row.scorecard,
        competitors: row.competitors,
        contact_email: row.contactEmail,
        contact_phone: row.contactPhone,
        message: row.message,
        created_at: row.createdAt.toISOString(),
      };
    },
  };
}

export type ScorecardsService = ReturnType<typeof createScorecardsService>;
