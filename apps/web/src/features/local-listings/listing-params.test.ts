import { describe, expect, it } from 'vitest';
import { listingParamsOf, withListingFilter } from './listing-params';

describe('the listings filter bar params (spec 001 §2)', () => {
  it('sets and clears a filter, back to the first page; a new group drops the chosen location', () => {
    const start = new URLSearchParams('page=3&location_ids=12&statuses=in_sync&sort[by]=name');
    const byDirectory = withListingFilter(start, 'directories', 'yelp_api');
    expect(listingParamsOf(byDirectory)).toMatchObject({
      page: 1,
      directories: ['yelp_api'],
      statuses: ['in_sync'],
      locationIds: [12],
      sortBy: 'name',
    });
    const byGroup = withListingFilter(byDirectory, 'group_id', '4');
    expect(listingParamsOf(byGroup)).toMatchObject({ groupId: 4, locationIds: [], directories: ['yelp_api'] });
    expect(listingParamsOf(withListingFilter(byGroup, 'statuses', null)).statuses).toEqual([]);
  });
});
