import { z } from 'zod';
import { type Listed, newestFirstPage, readPass } from './newest-first-pass';
import {
  type AccessTokens,
  type ReviewSourceConnector,
  ReviewSourceError,
  type ReviewTarget,
  type SourceReview,
} from './review-source';
import { createSourceHttp, type ErrorReader, ignoreGone, unexpectedAnswer } from './source-http';
import { externalLocationOf, tokenFor, trimBase } from './source-target';

export const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com';
/** The last Graph API version that still reads Page recommendations (v22.0 refuses them with error 12). */
export const FACEBOOK_GRAPH_VERSION = 'v21.0';
const SOURCE = 'Facebook';
const PAGE_ID = /^\d+$/;
/** A Page id, or the Page's username (facebook.com/{username}, decision 0013), which Graph resolves to the id. */
const PAGE = /^[\w.-]*\w[\w.-]*$/;
const FIELDS = 'created_time,recommendation_type,review_text,reviewer{name},open_graph_story{id},rating';

/** The Graph API writes offsets without a colon (`+0000`); Date.parse reads both. */
const graphTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a time');

const ratingSchema = z.object({
  created_time: graphTime,
  recommendation_type: z.enum(['positive', 'negative']).nullish(),
  review_text: z.string().nullish(),
  reviewer: z.object({ name: z.string().nullish() }).nullish(),
  open_graph_story: z.object({ id: z.string() }).nullish(),
  rating: z.number().int().min(1).max(5).nullish(),
});
type Rating = z.infer<typeof ratingSchema>;

const ratingsSchema = z.object({
  data: z.array(ratingSchema).default([]),
  paging: z
    .object({ cursors: z.object({ after: z.string().nullish() }).nullish(), next: z.string().nullish() })
    .nullish(),
});
const pageSchema = z.object({ rating_count: z.number().int().nullish() });
const commentSchema = z.object({ id: z.string() });
const pageIdSchema = z.object({ id: z.string().regex(PAGE_ID) });

/** Graph error codes that mean something other than their HTTP status (mostly 400). */
const STATUS_BY_CODE: Record<number, number> = {
  1: 503, // unknown error, temporary
  2: 503, // service temporarily unavailable
  4: 429, // application request limit
  17: 429, // user request limit
  32: 429, // page request limit
  613: 429, // calls within one hour exceeded
  10: 403, // permission denied
  803: 404, // an alias (a Page username) that does not exist
  190: 401, // access token invalid or expired
};

const graphErrorSchema = z.object({
  error: z.object({ message: z.string(), code: z.number().int(), error_subcode: z.number().int().nullish() }),
});

const usageSchema = z.record(
  z.string(),
  z.array(z.object({ estimated_time_to_regain_access: z.number().nullish() }).loose()),
);

/**
 * A throttled Graph call answers no Retry-After: the wait is in X-Business-Use-Case-Usage, in minutes,
 * per business and kind of call; the longest one is the wait.
 */
function regainAccessSeconds(headers: Headers): number | null {
  const header = headers.get('x-business-use-case-usage');
  if (header === null) return null;
  let usage: z.infer<typeof usageSchema>;
  try {
    usage = usageSchema.parse(JSON.parse(header));
  } catch {
    return null;
  }
  const minutes = Object.values(usage)
    .flat()
    .map((entry) => entry.estimated_time_to_regain_access ?? 0);
  return minutes.length === 0 ? null : Math.max(...minutes) * 60;
}

const readError: ErrorReader = (status, body, headers) => {
  const parsed = graphErrorSchema.safeParse(body);
  if (!parsed.success) return { status, message: String(body) };
  const { message, code, error_subcode: subcode } = parsed.data.error;
  // Code 100 with subcode 33: the object does not exist (or the token cannot see it).
  const meaning = code === 100 && subcode === 33 ? 404 : code >= 200 && code < 300 ? 403 : STATUS_BY_CODE[code];
  const throttled = (meaning ?? status) === 429;
  return {
    status: meaning ?? status,
    message: `${message} (#${code})`,
    retryAfterSeconds: throttled ? regainAccessSeconds(headers) : null,
  };
};

/**
 * Pages moved from 1–5 stars to recommendations in 2018: older ratings carry stars, newer ones only
 * positive or negative. A recommendation is not a star count, so it stays rating 0 (no rating) and is
 * passed on as `recommended` for the sentiment.
 */
function toSourceReview(rating: Rating & { open_graph_story: { id: string } }): SourceReview {
  const at = new Date(rating.created_time);
  return {
    externalId: rating.open_graph_story.id,
    rating: rating.rating ?? 0,
    authorName: rating.reviewer?.name ?? null,
    content: rating.review_text ?? null,
    language: null,
    url: `https://www.facebook.com/${rating.open_graph_story.id}`,
    publishedAt: at,
    updatedAt: at,
    ...(rating.recommendation_type ? { recommended: rating.recommendation_type === 'positive' } : {}),
  };
}

const hasStory = (rating: Rating): rating is Rating & { open_graph_story: { id: string } } =>
  Boolean(rating.open_graph_story?.id);

export type FacebookOptions = {
  accessTokens: AccessTokens;
  baseUrl?: string;
  version?: string;
  timeoutMs?: number;
  pageSize?: number;
  now?: () => Date;
};

/**
 * Facebook Page recommendations through the Graph API with the Page's access token. Listed newest first;
 * the Graph API gives no edit time, so an incremental sync sees new recommendations and the full pass sees
 * edits and removals. Answers are comments on the recommendation's open graph story, addressed later by
 * the comment id the publish returned. Recommendations without a story (hidden by the reviewer's privacy)
 * can be neither answered nor told apart, and are left out.
 */
export function createFacebookReviewSource({
  accessTokens,
  baseUrl = FACEBOOK_GRAPH_URL,
  version = FACEBOOK_GRAPH_VERSION,
  timeoutMs = 10_000,
  pageSize = 100,
  now = () => new Date(),
}: FacebookOptions): ReviewSourceConnector {
  const http = createSourceHttp(SOURCE, readError, timeoutMs);
  const graph = (path: string) => new URL(`${trimBase(baseUrl)}/${version}/${path}`);

  /** The Page id: the stored one, or the one Graph gives for the Page's username (GET /{username}?fields=id). */
  async function pageIdOf(target: ReviewTarget, page: string, token: string): Promise<string> {
    if (PAGE_ID.test(page)) return page;
    const url = graph(page);
    url.searchParams.set('fields', 'id');
    let answer: unknown;
    try {
      answer = await http({ url, token });
    } catch (error) {
      if (!(error instanceof ReviewSourceError && error.status === 404)) throw error;
      throw new ReviewSourceError(
        `Facebook: no Facebook Page is named '${page}' (location ${target.locationId}): correct its page under Review Sources. ${error.message}`,
        404,
        false,
      );
    }
    const found = pageIdSchema.safeParse(answer);
    if (!found.success) throw unexpectedAnswer(SOURCE, found.error.message);
    return found.data.id;
  }

  return {
    name: 'facebook',
    canRespond: true,

    needsExternalLocation: true,

    /** A Page saved by username is looked up once a sync, not once a page of ratings. */
    async resolveTarget(target) {
      const page = externalLocationOf(SOURCE, target, PAGE);
      if (PAGE_ID.test(page)) return target;
      const token = await tokenFor(SOURCE, accessTokens, target);
      return { ...target, externalLocationId: await pageIdOf(target, page, token) };
    },

    async fetchReviews(target, cursor) {
      const name = externalLocationOf(SOURCE, target, PAGE);
      const pass = readPass(cursor);
      const token = await tokenFor(SOURCE, accessTokens, target);
      const page = await pageIdOf(target, name, token);
      const url = graph(`${page}/ratings`);
      url.searchParams.set('fields', FIELDS);
      url.searchParams.set('limit', String(pageSize));
      if (pass.page) url.searchParams.set('after', pass.page);
      const countUrl = graph(page);
      countUrl.searchParams.set('fields', 'rating_count');
      // The Page's own count, for reconciliation, is read once a pass.
      const [answer, count] = await Promise.all([
        http({ url, token }),
        pass.page === null ? http({ url: countUrl, token }) : null,
      ]);
      const ratings = ratingsSchema.safeParse(answer);
      if (!ratings.success) throw unexpectedAnswer(SOURCE, ratings.error.message);
      const listed: Listed[] = ratings.data.data.filter(hasStory).map((rating) => {
        const review = toSourceReview(rating);
        return { review, changedAt: review.updatedAt };
      });
      // `next` is absent on the last page even though `cursors.after` is still there.
      const after = ratings.data.paging?.next ? (ratings.data.paging.cursors?.after ?? null) : null;
      const totalCount = count === null ? null : (pageSchema.safeParse(count).data?.rating_count ?? null);
      return newestFirstPage(pass, listed, after, totalCount);
    },

    async publishResponse(target, externalReviewId, content, externalResponseId) {
      const token = await tokenFor(SOURCE, accessTokens, target);
      if (externalResponseId) {
        // An edited answer replaces the comment already there instead of adding a second one.
        await http({ method: 'POST', url: graph(externalResponseId), token, form: { message: content } });
        return { publishedAt: now(), externalResponseId };
      }
      const answer = await http({
        method: 'POST',
        url: graph(`${externalReviewId}/comments`),
        token,
        form: { message: content },
      });
      const comment = commentSchema.safeParse(answer);
      if (!comment.success) throw unexpectedAnswer(SOURCE, comment.error.message);
      return { publishedAt: now(), externalResponseId: comment.data.id };
    },

    async deleteResponse(target, _externalReviewId, externalResponseId) {
      if (!externalResponseId) {
        throw new ReviewSourceError('Facebook: the comment to delete was never recorded', 400, false);
      }
      const token = await tokenFor(SOURCE, accessTokens, target);
      await ignoreGone(http({ method: 'DELETE', url: graph(externalResponseId), token }));
    },
  };
}
