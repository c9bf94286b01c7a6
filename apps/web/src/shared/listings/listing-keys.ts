/**
 * The listings' and the directory overrides' query keys that more than one place reads: Local Listings builds its
 * keys under `listingKeys.all`, the location screens and the directory-publishing switches use these, so a write
 * in one refreshes the others.
 */
export const listingKeys = {
  all: ['local_listings'] as const,
  ofLocation: (accountId: number, locationId: number) =>
    [...listingKeys.all, 'location', accountId, locationId] as const,
  eligibility: (locationId: number) => [...listingKeys.all, 'eligible_locations', locationId] as const,
};

export const overrideKeys = {
  all: ['location_source_overrides'] as const,
  ofLocation: (locationId: number) => [...overrideKeys.all, locationId] as const,
};
