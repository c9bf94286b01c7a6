import type { DirectoryCode, Source } from './sources';

type Row = [
  id: number,
  name: string,
  code: string,
  directory: DirectoryCode | null,
  ordinal: number,
  flags: { reviews?: boolean; images?: boolean; responses?: boolean; feedbackForbidden?: boolean },
];

/**
 * The review sources and listing directories Repute knows. Ids are stable (stored on URLs and overrides);
 * ordinal orders lists. feedbackForbidden marks sites whose terms forbid asking customers for reviews.
 */
const ROWS: readonly Row[] = [
  [1, 'Google', 'google', 'google_maps', 1, { reviews: true, images: true, responses: true }],
  [2, 'Facebook', 'facebook', 'facebook', 2, { reviews: true, images: true, responses: true }],
  [3, 'Yelp', 'yelp', 'yelp_api', 3, { reviews: true, images: true, responses: true, feedbackForbidden: true }],
  [4, 'TripAdvisor', 'trip_advisor', 'trip_advisor', 4, { reviews: true, images: true, responses: true }],
  [5, 'Apple Maps', 'apple_maps', 'apple_maps', 5, { images: true }],
  [6, 'Bing', 'bing', 'bing', 6, { images: true }],
  [7, 'Trustpilot', 'trustpilot', null, 7, { reviews: true, responses: true }],
  [8, 'Healthgrades', 'healthgrades', null, 8, { reviews: true }],
  [9, 'Zocdoc', 'zocdoc', null, 9, { reviews: true }],
  [10, 'Vitals', 'vitals', null, 10, { reviews: true }],
  [11, 'OpenTable', 'opentable', null, 11, { reviews: true, responses: true }],
  [12, 'Customer Feedback', 'feedback', null, 0, { reviews: true, responses: true }],
  [13, 'Better Business Bureau', 'bbb', null, 20, { reviews: true, responses: true }],
  [14, 'WebMD', 'webmd', null, 21, { reviews: true }],
  [15, 'RateMDs', 'ratemds', null, 22, { reviews: true, responses: true }],
  [16, 'CareDash', 'caredash', null, 23, { reviews: true }],
  [17, 'Caring.com', 'caring', null, 24, { reviews: true, responses: true }],
  [18, 'A Place for Mom', 'a_place_for_mom', null, 25, { reviews: true }],
  [19, 'Nextdoor', 'nextdoor', null, 26, { reviews: true }],
  [20, 'Foursquare', 'foursquare', null, 27, { reviews: true, images: true }],
  [21, 'Angi', 'angi', null, 28, { reviews: true, responses: true }],
  [22, 'Houzz', 'houzz', null, 29, { reviews: true, images: true, responses: true }],
  [23, 'DealerRater', 'dealerrater', null, 30, { reviews: true, responses: true }],
  [24, 'Cars.com', 'cars_com', null, 31, { reviews: true, responses: true }],
  [25, 'Booking.com', 'booking', null, 32, { reviews: true, responses: true, feedbackForbidden: true }],
  [26, 'Expedia', 'expedia', null, 33, { reviews: true, responses: true }],
  [27, 'DoorDash', 'doordash', null, 34, { reviews: true }],
  [28, 'Uber Eats', 'uber_eats', null, 35, { reviews: true }],
  [29, 'Grubhub', 'grubhub', null, 36, { reviews: true }],
  [30, 'ClassPass', 'classpass', null, 37, { reviews: true }],
  [31, 'Mindbody', 'mindbody', null, 38, { reviews: true, responses: true }],
  [32, 'G2', 'g2', null, 39, { reviews: true, responses: true }],
  [33, 'Glassdoor', 'glassdoor', null, 40, { reviews: true, responses: true }],
  [34, 'Indeed', 'indeed', null, 41, { reviews: true, responses: true }],
  [35, 'Zillow', 'zillow', null, 42, { reviews: true }],
  [36, 'Instagram', 'instagram', null, 50, { images: true }],
];

export const SOURCES: readonly Source[] = ROWS.map(([id, name, code, directory, ordinal, flags]) => ({
  id,
  name,
  code,
  directory_code: directory,
  ordinal,
  supports_reviews: flags.reviews ?? false,
  supports_images: flags.images ?? false,
  supports_responses: flags.responses ?? false,
  feedback_forbidden: flags.feedbackForbidden ?? false,
}));

const byId = new Map(SOURCES.map((source) => [source.id, source]));
const byCode = new Map(SOURCES.map((source) => [source.code, source]));

export const sourceById = (id: number): Source | undefined => byId.get(id);
export const sourceByCode = (code: string): Source | undefined => byCode.get(code);
