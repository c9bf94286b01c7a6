import type { DiffField, DirectoryCode, IntegrationState } from '@repute/domain';
import type { DirectoryListing } from './listing-directory';

/** What Repute compares and publishes: a listing without the directory's own id of the place. */
export type ListingValues = Omit<DirectoryListing, 'place_id'>;

/** One location at one directory, as the listings engine asks about it. */
export type ListingTarget = {
  accountId: number;
  locationId: number;
  placeId: string | null;
  /** The directory's name of the location (Google `accounts/1/locations/2`, a Facebook page id), once linked. */
  externalLocationId: string | null;
};

export type DirectoryScan =
  | { kind: 'found'; listing: ListingValues; listingUrl: string | null }
  /** The account's integration does not hold this location: it has to be added (claimed) there first. */
  | { kind: 'unclaimed' };

/**
 * A listing directory the engine scans and, for the publishable ones (spec 001 §9: Google, Facebook, Apple
 * Maps), writes to. Errors are ReviewSourceError, so that the jobs retry them the way review syncs do.
 */
export type ListingDirectoryClient = {
  readonly code: DirectoryCode;
  readonly publishable: boolean;
  /**
   * The fields the directory holds at all (Facebook has no category Repute can read, Yelp no website): only these
   * are kept from a scan or a publish and compared (decision 0088). Every field when absent.
   */
  readonly heldFields?: readonly DiffField[];
  /** Set when Repute cannot read the directory at all; the listings show it as not_available with this reason. */
  readonly unavailableReason?: string;
  /** The account's connection to the directory (the target names the account; the sandbox reads its place too). */
  integration(target: Pick<ListingTarget, 'accountId' | 'placeId'>): Promise<IntegrationState>;
  scan(target: ListingTarget): Promise<DirectoryScan>;
  /** Sends `fields` of `desired`; answers what the directory holds afterwards. */
  publish?(target: ListingTarget, desired: ListingValues, fields: readonly string[]): Promise<ListingValues>;
};

export type ListingDirectories = { forDirectory(code: DirectoryCode): ListingDirectoryClient | undefined };
