import { type FakeLocalPosts, localPostsRoute } from './fake-google-posts';
import {
  type FakeAnswer,
  type FakeControls,
  type FakeRequest,
  fakeClock,
  offsetOf,
  pageToken,
  startFakeServer,
} from './fake-http';

const STARS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;

export type GoogleReviewRecord = {
  name: string;
  reviewId: string;
  reviewer: { displayName: string; isAnonymous: boolean };
  starRating: (typeof STARS)[number] | 'STAR_RATING_UNSPECIFIED';
  comment?: string;
  createTime: string;
  updateTime: string;
  reviewReply?: { comment: string; updateTime: string };
};

/** The OAuth client and refresh token the fake's token endpoint accepts, and how long its access tokens live. */
export type FakeGoogleOAuth = {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  expiresIn: number;
  /** How many access tokens the token endpoint handed out. */
  issued: number;
  /** The authorization code the consent page hands out; it can be exchanged once. */
  authorizationCode: string;
  /** The redirect URI each exchanged code must come with (the one the consent was asked with). */
  redirectUri: string | null;
};

/** A location of the Business Information API v1 (`locations/123`), as the fake holds it. */
export type GoogleLocationRecord = Record<string, unknown> & { name: string };

/** The paths locations.patch accepts in its updateMask (those Repute writes). */
const PATCHABLE = new Set([
  'title',
  'phoneNumbers.primaryPhone',
  'websiteUri',
  'storefrontAddress',
  'regularHours',
  'specialHours',
  'openInfo.status',
]);
/** Google's limit on edits to one location's profile. */
const EDITS_PER_MINUTE = 10;

export type FakeGoogle = FakeControls & {
  oauth: FakeGoogleOAuth;
  /** Business Information API v1 locations by name (`locations/123`). */
  locations: Map<string, GoogleLocationRecord>;
  /** Every post localPosts.create accepted, by location (`accounts/1/locations/2`). */
  localPosts: FakeLocalPosts;
  /** Every accepted locations.patch: its location, mask and minute (of `now`). */
  edits: { name: string; updateMask: string; at: number }[];
  /** The project's quota of locations.get a minute (of `now`); beyond it, 429. Google's default is 300. */
  readsPerMinute: number;
  /** The minute (of `now`) of every accepted locations.get. */
  reads: number[];
  /** The fake's clock for its per-minute edit quota: the wall clock, unless a test simulates time. */
  now: () => number;
  /** Adds reviews to a location (`accounts/1/locations/2`), each newer than the last. */
  addReviews(location: string, count: number): GoogleReviewRecord[];
  edit(reviewName: string, comment: string): void;
  remove(reviewName: string): void;
  reviews(location: string): GoogleReviewRecord[];
  find(reviewName: string): GoogleReviewRecord | undefined;
};

const googleError = (code: number, status: string, message: string): FakeAnswer => ({
  status: code,
  body: { error: { code, message, status } },
});

/** The token endpoint's errors (RFC 6749 §5.2), as Google words them. */
const oauthError = (status: number, error: string, description: string): FakeAnswer => ({
  status,
  body: { error, error_description: description },
});

const byUpdateTimeDesc = (a: GoogleReviewRecord, b: GoogleReviewRecord) => b.updateTime.localeCompare(a.updateTime);

/**
 * Google's OAuth token endpoint (POST /token, form-encoded, with the client's id and secret):
 * grant_type=refresh_token: a new access token replaces the one the API accepts, as the old one has expired;
 * grant_type=authorization_code: the consent's code (once, with its redirect URI) for an access token and
 * the refresh token.
 */
function tokenEndpoint(request: FakeRequest, oauth: FakeGoogleOAuth, controls: FakeControls): FakeAnswer | undefined {
  if (request.url.pathname !== '/token') return undefined;
  if (request.method !== 'POST' || !request.contentType.startsWith('application/x-www-form-urlencoded')) {
    return oauthError(400, 'invalid_request', 'Invalid request.');
  }
  const { grant_type: grant, client_id: clientId, client_secret: secret, refresh_token: refresh } = request.body;
  if (grant === 'authorization_code') return exchangeCode(request, oauth, controls);
  if (grant !== 'refresh_token') {
    return oauthError(400, 'unsupported_grant_type', `Invalid grant_type: ${String(grant)}`);
  }
  if (clientId !== oauth.clientId || secret !== oauth.clientSecret) {
    return oauthError(401, 'invalid_client', 'Unauthorized');
  }
  if (refresh !== oauth.refreshToken) return oauthError(400, 'invalid_grant', 'Token has been expired or revoked.');
  oauth.issued += 1;
  controls.token = `ya29.refreshed-${oauth.issued}`;
  return {
    status: 200,
    body: {
      access_token: controls.token,
      expires_in: oauth.expiresIn,
      scope: 'https://www.googleapis.com/auth/business.manage',
      token_type: 'Bearer',
    },
  };
}

function exchangeCode(request: FakeRequest, oauth: FakeGoogleOAuth, controls: FakeControls): FakeAnswer {
  const { client_id: clientId, client_secret: secret, code, redirect_uri: redirectUri } = request.body;
  if (clientId !== oauth.clientId || secret !== oauth.clientSecret) {
    return oauthError(401, 'invalid_client', 'Unauthorized');
  }
  if (code !== oauth.authorizationCode) return oauthError(400, 'invalid_grant', 'Malformed auth code.');
  if (typeof redirectUri !== 'string' || (oauth.redirectUri !== null && redirectUri !== oauth.redirectUri)) {
    return oauthError(400, 'redirect_uri_mismatch', 'Bad Request');
  }
  // A code is good for one exchange.
  oauth.authorizationCode = `used-${oauth.authorizationCode}`;
  oauth.issued += 1;
  controls.token = `ya29.granted-${oauth.issued}`;
  return {
    status: 200,
    body: {
      access_token: controls.token,
      expires_in: oauth.expiresIn,
      refresh_token: oauth.refreshToken,
      scope: 'https://www.googleapis.com/auth/business.manage',
      token_type: 'Bearer',
    },
  };
}

/**
 * Google Business Profile API v4 reviews on 127.0.0.1: reviews.list (pageSize ≤ 50, opaque pageToken,
 * orderBy updateTime desc / rating / rating desc, averageRating and totalReviewCount),
 * locations:batchGetReviews, and PUT/DELETE of a review's reply; Google's error bodies for a wrong
 * token (401 UNAUTHENTICATED), throttling (429 RESOURCE_EXHAUSTED) and failures (503 UNAVAILABLE); and
 * the OAuth token endpoint at /token.
 */
export async function startFakeGoogle(token = 'google-token'): Promise<FakeGoogle> {
  const locations = new Map<string, GoogleReviewRecord[]>();
  const businessLocations = new Map<string, GoogleLocationRecord>();
  const edits: FakeGoogle['edits'] = [];
  const reads: number[] = [];
  const localPosts: FakeLocalPosts = new Map();
  const tick = fakeClock();
  let serial = 0;
  const find = (name: string) => [...locations.values()].flat().find((review) => review.name === name);
  const oauth: FakeGoogleOAuth = {
    clientId: '1234-fake.apps.googleusercontent.com',
    clientSecret: 'GOCSPX-fake-secret',
    refreshToken: '1//fake-refresh-token',
    expiresIn: 3599,
    issued: 0,
    authorizationCode: '4/0AfakeAuthorizationCode',
    redirectUri: null,
  };

  function list(location: string, url: URL): FakeAnswer {
    const reviews = locations.get(location);
    if (!reviews) return googleError(404, 'NOT_FOUND', 'Requested entity was not found.');
    const pageSize = Number(url.searchParams.get('pageSize') ?? 50);
    const offset = offsetOf(url.searchParams.get('pageToken'));
    if (!(pageSize >= 1 && pageSize <= 50) || offset === null) {
      return googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
    }
    const orderBy = url.searchParams.get('orderBy') ?? 'updateTime desc';
    const rank = (review: GoogleReviewRecord) => STARS.indexOf(review.starRating as (typeof STARS)[number]);
    const sorted = [...reviews].sort(
      orderBy === 'rating'
        ? (a, b) => rank(a) - rank(b)
        : orderBy === 'rating desc'
          ? (a, b) => rank(b) - rank(a)
          : byUpdateTimeDesc,
    );
    const page = sorted.slice(offset, offset + pageSize);
    const rated = reviews.filter((review) => rank(review) >= 0);
    return {
      status: 200,
      body: {
        ...(page.length > 0 ? { reviews: page } : {}),
        averageRating: rated.length === 0 ? 0 : rated.reduce((sum, review) => sum + rank(review) + 1, 0) / rated.length,
        totalReviewCount: reviews.length,
        ...(offset + pageSize < sorted.length ? { nextPageToken: pageToken(offset + pageSize) } : {}),
      },
    };
  }

  function batch(account: string, body: Record<string, unknown>): FakeAnswer {
    const names = Array.isArray(body.locationNames) ? (body.locationNames as string[]) : [];
    if (names.length === 0 || names.some((name) => !name.startsWith(`${account}/`) || !locations.has(name))) {
      return googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
    }
    const pageSize = Number(body.pageSize ?? 50);
    const offset = offsetOf(body.pageToken as string | undefined) ?? 0;
    const all = names
      .flatMap((name) => (locations.get(name) ?? []).map((review) => ({ name, review })))
      .filter((entry) => !(body.ignoreRatingOnlyReviews && !entry.review.comment))
      .sort((a, b) => byUpdateTimeDesc(a.review, b.review));
    return {
      status: 200,
      body: {
        locationReviews: all.slice(offset, offset + pageSize),
        ...(offset + pageSize < all.length ? { nextPageToken: pageToken(offset + pageSize) } : {}),
      },
    };
  }

  function reply(request: FakeRequest, reviewName: string): FakeAnswer {
    const review = find(reviewName);
    if (!review) return googleError(404, 'NOT_FOUND', 'Requested entity was not found.');
    if (request.method === 'DELETE') {
      if (!review.reviewReply) return googleError(404, 'NOT_FOUND', 'Requested entity was not found.');
      delete review.reviewReply;
      return { status: 200, body: {} };
    }
    if (typeof request.body.comment !== 'string' || request.body.comment === '') {
      return googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
    }
    review.reviewReply = { comment: request.body.comment, updateTime: tick().toISOString() };
    return { status: 200, body: review.reviewReply };
  }

  /**
   * locations.get (readMask required) and locations.patch (updateMask required, only its paths change), with the
   * per-profile quota of 10 edits a minute answered as 429 RESOURCE_EXHAUSTED.
   */
  function businessInformation(request: FakeRequest, name: string): FakeAnswer {
    const location = businessLocations.get(name);
    if (!location) return googleError(404, 'NOT_FOUND', 'Requested entity was not found.');
    if (request.method === 'GET') {
      if (!request.url.searchParams.get('readMask')) {
        return googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
      }
      const readMinute = Math.floor(fake.now() / 60_000);
      if (reads.filter((at) => at === readMinute).length >= fake.readsPerMinute) {
        return googleError(
          429,
          'RESOURCE_EXHAUSTED',
          "Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute'.",
        );
      }
      reads.push(readMinute);
      return { status: 200, body: location };
    }
    const mask = (request.url.searchParams.get('updateMask') ?? '').split(',').filter(Boolean);
    if (mask.length === 0 || mask.some((path) => !PATCHABLE.has(path))) {
      return googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
    }
    const minute = Math.floor(fake.now() / 60_000);
    if (edits.filter((edit) => edit.name === name && edit.at === minute).length >= EDITS_PER_MINUTE) {
      return googleError(
        429,
        'RESOURCE_EXHAUSTED',
        "Quota exceeded for quota metric 'Edits' and limit 'Edits per minute'.",
      );
    }
    for (const path of mask) {
      const [top, nested] = path.split('.') as [string, string | undefined];
      const sent = request.body[top] as Record<string, unknown> | undefined;
      if (nested) location[top] = { ...(location[top] as object | undefined), [nested]: sent?.[nested] };
      else location[top] = sent;
    }
    edits.push({ name, updateMask: mask.join(','), at: minute });
    return { status: 200, body: location };
  }

  function route(request: FakeRequest): FakeAnswer {
    const path = decodeURIComponent(request.url.pathname);
    const locationMatch = /^\/v1\/(locations\/[^/]+)$/.exec(path);
    if (locationMatch?.[1] && (request.method === 'GET' || request.method === 'PATCH')) {
      return businessInformation(request, locationMatch[1]);
    }
    // A post goes to a location the fake knows: one with reviews, or a Business Information location.
    const posted = localPostsRoute(
      request,
      localPosts,
      (name) => locations.has(name) || businessLocations.has(name.replace(/^accounts\/[^/]+\//, '')),
    );
    if (posted) return posted;
    const listMatch = /^\/v4\/(accounts\/[^/]+\/locations\/[^/]+)\/reviews$/.exec(path);
    if (listMatch?.[1] && request.method === 'GET') return list(listMatch[1], request.url);
    const batchMatch = /^\/v4\/(accounts\/[^/]+)\/locations:batchGetReviews$/.exec(path);
    if (batchMatch?.[1] && request.method === 'POST') return batch(batchMatch[1], request.body);
    const replyMatch = /^\/v4\/(accounts\/[^/]+\/locations\/[^/]+\/reviews\/[^/]+)\/reply$/.exec(path);
    if (replyMatch?.[1] && (request.method === 'PUT' || request.method === 'DELETE'))
      return reply(request, replyMatch[1]);
    return googleError(404, 'NOT_FOUND', 'Requested entity was not found.');
  }

  const controls: FakeControls = await startFakeServer(
    {
      route,
      open: (request) => tokenEndpoint(request, oauth, controls),
      unauthorized: googleError(
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      ),
      throttled: (seconds) => ({
        ...googleError(
          429,
          'RESOURCE_EXHAUSTED',
          "Quota exceeded for quota metric 'Requests' and limit 'Requests per minute'.",
        ),
        headers: { 'retry-after': String(seconds) },
      }),
      unavailable: googleError(503, 'UNAVAILABLE', 'The service is currently unavailable.'),
    },
    token,
  );

  const fake: FakeGoogle = Object.assign(controls, {
    now: () => Date.now(),
    oauth,
    locations: businessLocations,
    edits,
    reads,
    readsPerMinute: 300,
    localPosts,
    addReviews(location: string, count: number) {
      const reviews = locations.get(location) ?? [];
      locations.set(location, reviews);
      const added = Array.from({ length: count }, () => {
        serial += 1;
        const at = tick().toISOString();
        const reviewId = `AbFvOq${serial}`;
        const review: GoogleReviewRecord = {
          name: `${location}/reviews/${reviewId}`,
          reviewId,
          reviewer: { displayName: `Reviewer ${serial}`, isAnonymous: false },
          // Every seventh review is a rating without stars, as old imported reviews can be.
          starRating: serial % 7 === 0 ? 'STAR_RATING_UNSPECIFIED' : (STARS[serial % 5] ?? 'FIVE'),
          ...(serial % 4 === 0 ? {} : { comment: `Visit number ${serial} was great.` }),
          createTime: at,
          updateTime: at,
        };
        return review;
      });
      reviews.push(...added);
      return added;
    },
    edit(reviewName: string, comment: string) {
      const review = find(reviewName);
      if (!review) throw new Error(`no review ${reviewName}`);
      review.comment = comment;
      review.updateTime = tick().toISOString();
    },
    remove(reviewName: string) {
      for (const [location, reviews] of locations) {
        locations.set(
          location,
          reviews.filter((review) => review.name !== reviewName),
        );
      }
    },
    reviews: (location: string) => [...(locations.get(location) ?? [])],
    find,
  });
  return fake;
}
