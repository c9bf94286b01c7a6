import type { IsoDate } from '@repute/domain';

type Period = { from: IsoDate; to: IsoDate };

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return search.toString();
};

/** The period as the filter bar writes a custom range: from, to and its descriptor. */
const dates = (period: Period) => ({ from: period.from, to: period.to, dateDescriptor: 'custom' });

/**
 * The screens an insight's evidence and fix open, with the filter in the URL as each screen reads it: the filter
 * bar's keys (spec 000 §2; from and to alone are a custom range), Local Listings' location_ids.
 */
export const insightLinks = {
  /** The reviews inbox: a location's negative reviews of the period, optionally only those still unanswered. */
  negativeReviews: (locationId: number, period: Period, unansweredOnly: boolean) =>
    `/reviews?${query({
      ...dates(period),
      locationId,
      sentiment: '-1',
      responseStatus: unansweredOnly ? 'needs_response' : undefined,
    })}`,
  reviews: (locationId: number, period: Period) => `/reviews?${query({ ...dates(period), locationId })}`,
  review: (reviewId: number) => `/reviews/${reviewId}`,
  performance: (locationId: number, period: Period) =>
    `/dashboard/locations?${query({ ...dates(period), locationId })}`,
  requestHistory: () => '/request-reviews/history',
  composeRequest: () => '/request-reviews/compose',
  photos: () => '/photos',
  locationDetails: (locationId: number) => `/settings/locations/${locationId}/details`,
  listings: (locationId: number) => `/dashboard/local_listings?${query({ location_ids: locationId })}`,
};
