import { type FakeAnswer, type FakeControls, type FakeRequest, fakeClock, startFakeServer } from './fake-http';

export type YelpReviewRecord = {
  id: string;
  url: string;
  text: string;
  rating: number;
  /** Pacific wall-clock time, as Yelp writes it. */
  time_created: string;
  user: { id: string; profile_url: string; image_url: string | null; name: string };
};

export type FakeYelp = FakeControls & {
  /** How many of a business's most recent reviews Yelp shows an API client (3 on the standard plan). */
  visibleReviews: number;
  /** Business details (GET /v3/businesses/{id}) by business id or alias. */
  details: Map<string, Record<string, unknown>>;
  addReviews(businessId: string, count: number): YelpReviewRecord[];
};

const yelpError = (status: number, code: string, description: string): FakeAnswer => ({
  status,
  body: { error: { code, description } },
});

const pacific = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/Los_Angeles',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/**
 * Yelp Fusion's business details (GET /v3/businesses/{id}) and reviews on 127.0.0.1: GET /v3/businesses/{id}/reviews with limit (≤ 50),
 * offset, sort_by=newest|yelp_sort; only the `visibleReviews` most recent are shown while `total` counts
 * all. Yelp's error bodies: 401 TOKEN_INVALID, 429 TOO_MANY_REQUESTS_PER_SECOND, 500 INTERNAL_ERROR,
 * 404 BUSINESS_NOT_FOUND, 400 VALIDATION_ERROR.
 */
export async function startFakeYelp(apiKey = 'yelp-api-key'): Promise<FakeYelp> {
  const businesses = new Map<string, YelpReviewRecord[]>();
  const tick = fakeClock();
  let serial = 0;

  function route(request: FakeRequest): FakeAnswer {
    const detail = /^\/v3\/businesses\/([^/]+)$/.exec(request.url.pathname)?.[1];
    if (detail !== undefined && request.method === 'GET') {
      const business = fake.details.get(detail);
      return business
        ? { status: 200, body: business }
        : yelpError(404, 'BUSINESS_NOT_FOUND', 'The requested business could not be found.');
    }
    const match = /^\/v3\/businesses\/([^/]+)\/reviews$/.exec(request.url.pathname);
    if (!match?.[1] || request.method !== 'GET') return yelpError(404, 'NOT_FOUND', 'Resource could not be found.');
    const reviews = businesses.get(match[1]);
    if (!reviews) return yelpError(404, 'BUSINESS_NOT_FOUND', 'The requested business could not be found.');
    const params = request.url.searchParams;
    const limit = Number(params.get('limit') ?? 20);
    const offset = Number(params.get('offset') ?? 0);
    if (!(limit >= 0 && limit <= 50) || !(offset >= 0)) {
      return yelpError(400, 'VALIDATION_ERROR', `${limit} is greater than the maximum of 50`);
    }
    const newest = [...reviews].sort((a, b) => b.time_created.localeCompare(a.time_created));
    const shown = newest.slice(0, fake.visibleReviews);
    return {
      status: 200,
      body: { reviews: shown.slice(offset, offset + limit), total: reviews.length, possible_languages: ['en'] },
    };
  }

  const controls = await startFakeServer(
    {
      route,
      unauthorized: yelpError(401, 'TOKEN_INVALID', 'Invalid access token or authorization header.'),
      throttled: (seconds) => ({
        ...yelpError(
          429,
          'TOO_MANY_REQUESTS_PER_SECOND',
          'You have exceeded the queries-per-second limit for this endpoint. Try reducing the rate at which you make queries.',
        ),
        headers: { 'retry-after': String(seconds) },
      }),
      unavailable: yelpError(500, 'INTERNAL_ERROR', 'Something went wrong internally, please try your request later.'),
    },
    apiKey,
  );

  const fake: FakeYelp = Object.assign(controls, {
    visibleReviews: 3,
    details: new Map<string, Record<string, unknown>>(),
    addReviews(businessId: string, count: number) {
      const reviews = businesses.get(businessId) ?? [];
      businesses.set(businessId, reviews);
      const added = Array.from({ length: count }, (): YelpReviewRecord => {
        serial += 1;
        const userId = `u${serial}`;
        return {
          id: `yelp-review-${serial}`,
          url: `https://www.yelp.com/biz/${businessId}?hrid=yelp-review-${serial}`,
          text: `Review ${serial}: friendly staff, short wait...`,
          rating: (serial % 5) + 1,
          time_created: pacific.format(tick()),
          user: {
            id: userId,
            profile_url: `https://www.yelp.com/user_details?userid=${userId}`,
            image_url: null,
            name: `Yelper ${serial}.`,
          },
        };
      });
      reviews.push(...added);
      return added;
    },
  });
  return fake;
}
