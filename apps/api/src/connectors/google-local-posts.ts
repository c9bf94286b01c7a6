import type { GooglePostContent } from '@repute/domain';
import { z } from 'zod';
import { GOOGLE_API_URL } from './google-business-profile';
import { type AccessTokens, ReviewSourceError, type ReviewTarget } from './review-source';
import { createSourceHttp, type ErrorReader, unexpectedAnswer } from './source-http';
import { externalLocationOf, tokenFor, trimBase } from './source-target';

const SOURCE = 'Google';
const GOOGLE_SOURCE_ID = 1;
const LOCATION_NAME = /^accounts\/[^/]+\/locations\/[^/]+$/;

/** One location a post goes to: its account, and its Google name (`accounts/1/locations/2`) once linked. */
export type PostTarget = { accountId: number; locationId: number; externalLocationId: string | null };

/** What Google answers for a created post: its name, its state and where it shows. */
export type CreatedPost = { name: string; state: string; searchUrl: string | null };

/** Creates Google posts (v4 accounts.locations.localPosts). Errors are ReviewSourceError, as the other clients'. */
export type GooglePostsClient = { createPost(target: PostTarget, post: GooglePostContent): Promise<CreatedPost> };

const createdSchema = z.object({
  name: z.string(),
  state: z.string().default('LIVE'),
  searchUrl: z.string().nullish(),
});

const readError: ErrorReader = (status, body) => {
  const error = z.object({ error: z.object({ message: z.string() }) }).safeParse(body);
  return { status, message: error.success ? error.data.error.message : String(body) };
};

/** google.type.Date and TimeOfDay from YYYY-MM-DD and HH:mm. */
const dateOf = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return { year, month, day };
};
const timeOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return { hours, minutes, seconds: 0, nanos: 0 };
};

/** The LocalPost resource for our post content (the fields Google documents, and only those set). */
export function localPostOf(post: GooglePostContent): Record<string, unknown> {
  const schedule = post.event?.schedule;
  const event =
    post.topic_type === 'STANDARD' || !post.event
      ? undefined
      : {
          title: post.event.title,
          schedule: {
            startDate: schedule?.startDate ? dateOf(schedule.startDate) : undefined,
            endDate: schedule?.endDate ? dateOf(schedule.endDate) : undefined,
            startTime: schedule?.startTime ? timeOf(schedule.startTime) : undefined,
            endTime: schedule?.endTime ? timeOf(schedule.endTime) : undefined,
          },
        };
  const offer =
    post.topic_type === 'OFFER' && post.offer
      ? {
          couponCode: post.offer.couponCode || undefined,
          termsConditions: post.offer.termsConditions || undefined,
          redeemOnlineUrl: post.offer.redeemOnlineUrl || undefined,
        }
      : undefined;
  const action = post.call_to_action;
  return {
    languageCode: post.language_code,
    topicType: post.topic_type,
    summary: post.summary || undefined,
    media: post.media.length > 0 ? post.media : undefined,
    event,
    offer,
    // CALL uses the location's phone number: Google takes no url with it.
    callToAction: action
      ? { actionType: action.actionType, url: action.actionType === 'CALL' ? undefined : action.url }
      : undefined,
  };
}

export type GoogleLocalPostsOptions = {
  accessTokens: AccessTokens;
  refreshAccessToken?: (target: ReviewTarget) => Promise<string>;
  baseUrl?: string;
  timeoutMs?: number;
};

/**
 * Google Business Profile API v4 localPosts.create with the account's OAuth token (a 401 is tried once more with
 * a refreshed token, google-oauth.ts).
 */
export function createGoogleLocalPosts({
  accessTokens,
  refreshAccessToken,
  baseUrl = GOOGLE_API_URL,
  timeoutMs = 10_000,
}: GoogleLocalPostsOptions): GooglePostsClient {
  const http = createSourceHttp(SOURCE, readError, timeoutMs);
  const base = trimBase(baseUrl);
  return {
    async createPost(target, post) {
      const reviewTarget: ReviewTarget = { ...target, sourceId: GOOGLE_SOURCE_ID };
      const location = externalLocationOf(SOURCE, reviewTarget, LOCATION_NAME);
      const url = new URL(`${base}/v4/${location}/localPosts`);
      const body = localPostOf(post);
      const call = (token: string) => http({ method: 'POST', url, token, body });
      let answer: unknown;
      const token = await tokenFor(SOURCE, accessTokens, reviewTarget);
      try {
        answer = await call(token);
      } catch (error) {
        if (!(refreshAccessToken && error instanceof ReviewSourceError && error.status === 401)) throw error;
        answer = await call(await refreshAccessToken(reviewTarget));
      }
      const parsed = createdSchema.safeParse(answer);
      if (!parsed.success) throw unexpectedAnswer(SOURCE, parsed.error.message);
      return { name: parsed.data.name, state: parsed.data.state, searchUrl: parsed.data.searchUrl ?? null };
    },
  };
}

/** Outside demo mode without a Google connection: every post fails as Google would without a token. */
export const unconnectedGooglePosts: GooglePostsClient = {
  createPost: async () => {
    throw new ReviewSourceError(`${SOURCE}: the account has no ${SOURCE} integration`, 401, false);
  },
};
