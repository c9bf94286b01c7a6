import { COMPETITOR_SOURCES_ERROR } from '@repute/domain/competitors';

/** The competitor screens' words; the spec's own (§8) verbatim. */
export const COMPETITORS_TEXT = {
  overviewTitle: 'Competitors',
  locationsTitle: 'Competitor Locations',
  brandsTitle: 'Competitor Brands',
  previewTitle: 'Competitors Preview',
  overviewDescription: 'Your locations against the businesses near them: rating, review volume, pace and answers.',
  locationsDescription:
    'Each location’s competitor set, suggested from its neighbours or added by hand, and their history.',
  brandsDescription: 'Competitor locations of the same business, rolled up.',
  sourcesError: COMPETITOR_SOURCES_ERROR,
  noLocations: 'No locations match these filters',
  noCompetitors: 'No competitors yet',
  noCompetitorsHint: 'Suggest competitors from the businesses near this location, or add one by hand.',
  noBrands: 'No brands yet',
  noBrandsHint: 'Create a brand, then put competitor locations of the same business in it.',
  tryOtherFilters: 'Try other dates or filters.',
  responseRateNote:
    'Response rate n/a: Google and Yelp do not publish owners’ responses to other businesses’ reviews, so competitors’ response rates cannot be known.',
} as const;
