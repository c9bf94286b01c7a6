import { FACEBOOK_PAGE_NAME } from '@repute/domain/urls';
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
const PAGE = FACEBOOK_PAGE_NAME;
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
/** GET /{page}?fields=id,access_token: the Page's id, and its token when a user managing it asks. */
const pageAccessSchema = z.object({ id: z.string().regex(PAGE_ID), access_token: z.string().min(1).nullish() });

/** The Page a call is about, as saved (an id or a username) and as an id, and the token that acts for it. */
type PageAccess = { page: string; pageId: string; token: string };

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

/** Graph API errors as their meaning: permissions 403, throttling 429 with its wait, a missing object 404. */
export const readGraphError: ErrorReader = (status, body, headers) => {
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

/** Graph's permission errors (#10, #200–#299, e.g. #210 "A page access token is required"): read as 403. */
const refusedPermission = (error: unknown): error is ReviewSourceError =>
  error instanceof ReviewSourceError && error.status === 403;

/**
 * The connected Facebook account cannot act for the Page: a user who does not manage it, permissions declined
 * at login, or another Page's token. Only reconnecting helps, so it is not retried.
 */
function notManaged(target: ReviewTarget, page: string | null, cause: ReviewSourceError): ReviewSourceError {
  const where = `(location ${target.locationId})`;
  const message =
    page === null
      ? // The response jobs give no Page (decision 0010): a user's token cannot get the Page's token without it.
        `Facebook: the connected token may not answer for the location's Facebook Page ${where}, and no Page came with the answer to get the Page's own token for: a Facebook connection made under Settings > Integrations answers only once the Page is known.`
      : `Facebook: the connected Facebook account cannot act for the Facebook Page '${page}' ${where}: reconnect Facebook under Settings > Integrations with an account that manages the Page, allowing access to its Pages.`;
  return new ReviewSourceError(`${message} ${cause.message}`, 403, false);
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
 * Facebook Page recommendations through the Graph API with the Page's access token. The account's stored
 * token is a user token (the connect flow, decision 0014) or, from before, a Page token: each sync, publish and
 * delete first asks Graph for the Page (GET /{page}?fields=id,access_token), which answers the Page's own
 * token to a user managing it, and nothing more to a Page token, which is then used as it is. Listed newest first;
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
  const http = createSourceHttp(SOURCE, readGraphError, timeoutMs);
  const graph = (path: string) => new URL(`${trimBase(baseUrl)}/${version}/${path}`);

  /** What resolveTarget looked up, by the target it returned: a sync's pages of ratings need no lookup of their own. */
  const resolved = new WeakMap<ReviewTarget, PageAccess>();

  /**
   * The Page's id (Graph gives it for a username too) and the token to act for it: the Page token Graph hands a
   * user who manages the Page, else the stored token (a Page's own token asked the same gets no access_token;
   * a user who does not manage the Page gets none either, and Graph then refuses the Page's ratings and
   * comments to the user token, which `asPage` words). Tokens stay in the Authorization header and this
   * closure: never in a URL, a message or a log.
   */
  async function pageAccessOf(target: ReviewTarget, page: string, stored: string): Promise<PageAccess> {
    const url = graph(page);
    url.searchParams.set('fields', 'id,access_token');
    let answer: unknown;
    try {
      answer = await http({ url, token: stored });
    } catch (error) {
      if (refusedPermission(error)) throw notManaged(target, page, error);
      if (!(error instanceof ReviewSourceError && error.status === 404)) throw error;
      const named = PAGE_ID.test(page) ? `has the id '${page}'` : `is named '${page}'`;
      throw new ReviewSourceError(
        `Facebook: no Facebook Page ${named} (location ${target.locationId}): correct its page under Review Sources. ${error.message}`,
        404,
        false,
      );
    }
    const found = pageAccessSchema.safeParse(answer);
    // The answer may hold a token: the message names only what is missing.
    if (!found.success) throw unexpectedAnswer(SOURCE, 'the Page lookup gave no Page id');
    return { page, pageId: found.data.id, token: found.data.access_token ?? stored };
  }

  /** The Page and its token for a target: looked up once by resolveTarget, else now. */
  async function accessFor(target: ReviewTarget, page: string): Promise<PageAccess> {
    return resolved.get(target) ?? pageAccessOf(target, page, await tokenFor(SOURCE, accessTokens, target));
  }

  /**
   * An answer or its removal acts for the target's Page when the target names it. The response jobs give no
   * Page (externalLocationId null): then the stored token is used as it is, which works for a Page token only.
   */
  async function answerAccess(target: ReviewTarget): Promise<{ page: string | null; token: string }> {
    if (target.externalLocationId === null) {
      return { page: null, token: await tokenFor(SOURCE, accessTokens, target) };
    }
    const page = externalLocationOf(SOURCE, target, PAGE);
    const access = await accessFor(target, page);
    return { page: access.page, token: access.token };
  }

  /** A call the token may not make for the Page (Graph's permission errors) says how to fix it. */
  async function asPage<T>(target: ReviewTarget, page: string | null, call: Promise<T>): Promise<T> {
    try {
      return await call;
    } catch (error) {
      throw refusedPermission(error) ? notManaged(target, page, error) : error;
    }
  }

  return {
    name: 'facebook',
    canRespond: true,

    needsExternalLocation: true,

    /**
     * Once a sync, not once a page of ratings: the Page's id (a Page saved by username) and the token acting for
     * it, kept for the target returned.
     */
    async resolveTarget(target) {
      const page = externalLocationOf(SOURCE, target, PAGE);
      const access = await pageAccessOf(target, page, await tokenFor(SOURCE, accessTokens, target));
      const resolvedTarget = { ...target, externalLocationId: access.pageId };
      resolved.set(resolvedTarget, access);
      return resolvedTarget;
    },

    async fetchReviews(target, cursor) {
      const name = externalLocationOf(SOURCE, target, PAGE);
      const pass = readPass(cursor);
      const { page: saved, pageId: page, token } = await accessFor(target, name);
      const url = graph(`${page}/ratings`);
      url.searchParams.set('fields', FIELDS);
      url.searchParams.set('limit', String(pageSize));
      if (pass.page) url.searchParams.set('after', pass.page);
      const countUrl = graph(page);
      countUrl.searchParams.set('fields', 'rating_count');
      // The Page's own count, for reconciliation, is read once a pass.
      const [answer, count] = await asPage(
        target,
        saved,
        Promise.all([http({ url, token }), pass.page === null ? http({ url: countUrl, token }) : null]),
      );
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
      const { page, token } = await answerAccess(target);
      if (externalResponseId) {
        // An edited answer replaces the comment already there instead of adding a second one.
        await asPage(
          target,
          page,
          http({ method: 'POST', url: graph(externalResponseId), token, form: { message: content } }),
        );
        return { publishedAt: now(), externalResponseId };
      }
      const answer = await asPage(
        target,
        page,
        http({ method: 'POST', url: graph(`${externalReviewId}/comments`), token, form: { message: content } }),
      );
      const comment = commentSchema.safeParse(answer);
      if (!comment.success) throw unexpectedAnswer(SOURCE, comment.error.message);
      return { publishedAt: now(), externalResponseId: comment.data.id };
    },

    async deleteResponse(target, _externalReviewId, externalResponseId) {
      if (!externalResponseId) {
        throw new ReviewSourceError('Facebook: the comment to delete was never recorded', 400, false);
      }
      const { page, token } = await answerAccess(target);
      await asPage(target, page, ignoreGone(http({ method: 'DELETE', url: graph(externalResponseId), token })));
    },
  };
}
