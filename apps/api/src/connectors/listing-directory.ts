import type { OpenStatus, WeekHours } from '@repute/domain';

export type DirectorySpecialHours = {
  start_date: string;
  closed: boolean;
  is_24_hours: boolean;
  hours: { open_time: string; close_time: string }[];
};

/** A business as a listing directory (Google Business Profile) holds it. */
export type DirectoryListing = {
  place_id: string;
  public_name: string | null;
  address: string | null;
  address_2: string | null;
  city: string | null;
  state_code: string | null;
  zipcode: string | null;
  phone: string | null;
  website: string | null;
  category_name: string | null;
  open_status: OpenStatus;
  hours: WeekHours | null;
  special_hours: DirectorySpecialHours[];
};

/**
 * The listing-directory connector (ARCHITECTURE §2 connectors/): the sandbox answers in demo mode and tests;
 * a real client (Google Business Profile through the account's integration) implements the same type.
 */
export type ListingDirectory = {
  /** Whether the account has an active integration with the directory. */
  hasIntegration(accountId: number): Promise<boolean>;
  /** The listing of a place, or undefined when the account's integration does not hold it. */
  findListing(accountId: number, placeId: string): Promise<DirectoryListing | undefined>;
};

/** The directory could not be asked (network, outage): callers answer 502, never 500. */
export class DirectoryUnavailableError extends Error {}

/** Used outside demo mode until an account connects Google: there is no integration to read through. */
export function createUnconnectedDirectory(): ListingDirectory {
  return {
    hasIntegration: async () => false,
    findListing: async () => undefined,
  };
}
