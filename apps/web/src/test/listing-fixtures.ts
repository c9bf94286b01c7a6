import type { DirectoryEntry, ListingLocation } from '@repute/domain';

/** A directory of a listing as the server answers it: in sync, with an active integration; `changes` override. */
export function directoryEntry(
  code: DirectoryEntry['directory_code'],
  name: string,
  sourceId: number,
  changes: Partial<DirectoryEntry> = {},
): DirectoryEntry {
  return {
    id: sourceId,
    directory_name: name,
    directory_code: code,
    directory_enabled: true,
    directory_logo_url: null,
    listing_url: null,
    last_checked_at: null,
    last_published_at: null,
    status: 'in_sync',
    status_description: null,
    rtx_source_id: sourceId,
    integration_status: 'active',
    has_location_reference: true,
    publish_due_at: null,
    beta: false,
    publishable: code !== 'yelp_api',
    overrides: null,
    ...changes,
  };
}

/** A location of the listings table, published and in sync, without directories unless `changes` give some. */
export function listingLocation(id: number, name: string, changes: Partial<ListingLocation> = {}): ListingLocation {
  return {
    id,
    name,
    address: null,
    city: null,
    state_code: null,
    zipcode: null,
    public_name: null,
    external_id: null,
    pct_valid_top_directories: 100,
    last_published_at: null,
    last_checked_at: null,
    status: 'in_sync',
    open_status: 'active',
    listing_status: 'published',
    publishing_enabled: true,
    directories: [],
    ...changes,
  };
}
