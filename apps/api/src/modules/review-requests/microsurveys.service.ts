import {
  type AccountSettingCode,
  addDays,
  instantIn,
  type ListQuery,
  type LocationLandingPages,
  MICROSURVEY_LIMIT,
  MICROSURVEY_LIMIT_REACHED,
  type Microsurvey,
  type MicrosurveyBody,
  type MicrosurveySummary,
  pageWindow,
  questionOf,
  summarise,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { MicrosurveyRow, MicrosurveysRepo, MicrosurveyValues } from './microsurveys.repo';
import { newRequestToken } from './request-sender';
import type { ReviewRequestsRepo } from './review-requests.repo';

export type MicrosurveysDeps = {
  repo: MicrosurveysRepo;
  requests: Pick<ReviewRequestsRepo, 'locationName'>;
  settingOn: (accountId: number, code: AccountSettingCode) => Promise<boolean>;
  publicUrl: string;
};

/** The summary lists the newest answers that came with words; older ones are in the export. */
const FEEDBACK_SHOWN = 50;

const toMicrosurvey = (row: { microsurvey: MicrosurveyRow; locationName: string; responses: number }): Microsurvey => {
  const { microsurvey } = row;
  return {
    id: microsurvey.id,
    account_id: microsurvey.accountId,
    location_id: microsurvey.locationId,
    location_name: row.locationName,
    name: microsurvey.name,
    selector_type: microsurvey.selectorType,
    question: questionOf(microsurvey.selectorType, microsurvey.question),
    follow_up_question: microsurvey.followUpQuestion,
    normalize_star_rating: microsurvey.normalizeStarRating,
    isStarRatingQuestion: microsurvey.selectorType === 'stars',
    token: microsurvey.token,
    responses: row.responses,
    created_at: microsurvey.createdAt.toISOString(),
  };
};

/** The microsurveys of an account (issue 15 §3), their summaries, and each location's public ask pages' links. */
/** Days (UTC, both included) as the instants answers fall between. */
const windowOf = (dates: { start_date?: string; end_date?: string }) => ({
  from: dates.start_date ? instantIn(dates.start_date, '00:00', 'UTC') : undefined,
  to: dates.end_date ? instantIn(addDays(dates.end_date, 1), '00:00', 'UTC') : undefined,
});

export function createMicrosurveysService({ repo, requests, settingOn, publicUrl }: MicrosurveysDeps) {
  async function own(caller: Caller, id: number) {
    const row = await repo.find(caller.accountId, id);
    if (!row) throw notFound('Microsurvey not found');
    return row;
  }
  async function valuesOf(caller: Caller, body: MicrosurveyBody): Promise<MicrosurveyValues> {
    await accountInScope(caller, body.account_id);
    if (!(await requests.locationName(caller.accountId, body.location_id))) {
      throw badRequest('Invalid microsurvey', { location_id: ['Location not found'] });
    }
    return {
      locationId: body.location_id,
      name: body.name,
      selectorType: body.selector_type,
      question: body.question,
      followUpQuestion: body.follow_up_question,
      normalizeStarRating: body.normalize_star_rating,
    };
  }
  const pageUrl = (token: string) => `${publicUrl}/m/${token}`;

  return {
    async list(caller: Caller, query: ListQuery & { account_id?: number; location_id?: number }) {
      await accountInScope(caller, query.account_id);
      const { rows, total } = await repo.list(caller.accountId, query.location_id, pageWindow(query));
      return { rows: rows.map(toMicrosurvey), total };
    },
    async get(caller: Caller, id: number) {
      return toMicrosurvey(await own(caller, id));
    },
    async create(caller: Caller, body: MicrosurveyBody) {
      const values = await valuesOf(caller, body);
      const row = await repo.insertWithin(caller.accountId, MICROSURVEY_LIMIT, {
        ...values,
        token: newRequestToken(),
        createdByUserId: caller.userId,
      });
      if (!row) throw conflict(MICROSURVEY_LIMIT_REACHED);
      return toMicrosurvey(await own(caller, row.id));
    },
    async update(caller: Caller, id: number, body: MicrosurveyBody) {
      await own(caller, id);
      await repo.update(caller.accountId, id, await valuesOf(caller, body));
      return toMicrosurvey(await own(caller, id));
    },
    async remove(caller: Caller, id: number) {
      const row = await own(caller, id);
      await repo.remove(caller.accountId, id);
      return toMicrosurvey(row);
    },
    /** Answers between the dates (both days included), as counts, mean, NPS and the newest words. */
    /** The microsurvey_responses export's rows: the own microsurvey (else 404); the CSV registry checks access. */
    async responsesPage(
      caller: Caller,
      filters: { microsurvey_id?: number; location_ids?: number[]; start_date?: string; end_date?: string },
      page: number,
      perPage: number,
    ) {
      if (filters.microsurvey_id) await own(caller, filters.microsurvey_id);
      return repo.responsesPage(
        caller.accountId,
        { microsurveyId: filters.microsurvey_id, locationIds: filters.location_ids, ...windowOf(filters) },
        { limit: perPage, offset: (page - 1) * perPage },
      );
    },
    async summary(caller: Caller, id: number, dates: { start_date?: string; end_date?: string }) {
      const { microsurvey } = await own(caller, id);
      const window = windowOf(dates);
      const [scores, feedback] = await Promise.all([
        repo.scores(caller.accountId, id, window),
        repo.feedback(caller.accountId, id, window, FEEDBACK_SHOWN),
      ]);
      return {
        ...summarise(microsurvey.selectorType, scores),
        feedback: feedback.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })),
      } satisfies MicrosurveySummary;
    },
    /** The Landing Pages tab (decision 0079): the location's own page, its kiosk page, and its microsurveys. */
    async locationPages(caller: Caller, locationId: number): Promise<LocationLandingPages> {
      const token = await repo.landingToken(caller.accountId, locationId, newRequestToken());
      if (!token) throw notFound('Location not found');
      const surveys = (await settingOn(caller.accountId, 'microsurveys'))
        ? (await repo.list(caller.accountId, locationId, { limit: MICROSURVEY_LIMIT, offset: 0 })).rows
        : [];
      return {
        landing_url: pageUrl(token),
        kiosk_url: `${publicUrl}/kiosk/${token}`,
        microsurveys: surveys.map(({ microsurvey }) => ({
          id: microsurvey.id,
          name: microsurvey.name,
          selector_type: microsurvey.selectorType,
          url: pageUrl(microsurvey.token),
        })),
      };
    },
  };
}

export type MicrosurveysService = ReturnType<typeof createMicrosurveysService>;
