import type { DirectoryCode, IntegrationState } from '@repute/domain';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { demoPlaceId } from '../seed/demo-places';
import type { ListingDirectories, ListingDirectoryClient, ListingTarget, ListingValues } from './listing-directories';
import type { DirectoryListing } from './listing-directory';
import { demoListings, sandboxListings } from './sandbox-directory';

type Tweak = (listing: ListingValues) => ListingValues;

/**
 * How each sandbox directory differs from Google's sandbox listing (sandbox-directory.ts), so that the demo shows
 * every status: fields out of sync, locations missing from an integration, integrations to connect, a directory
 * Repute cannot read.
 */
const DIRECTORY_TWEAKS: Partial<Record<DirectoryCode, Record<string, Tweak>>> = {
  facebook: {
    'Northwind Dental - Fremont': (listing) => ({ ...listing, phone: '(206) 555-0999' }),
    'Bluebird Bistro - Wicker Park': (listing) => ({ ...listing, website: 'https://bluebird.example/old-menu' }),
  },
  bing: {
    'Northwind Dental - Redmond': (listing) => ({ ...listing, hours: null }),
  },
  yelp_api: {
    'Northwind Dental - Kirkland': (listing) => ({ ...listing, public_name: 'Northwind Dental Kirkland' }),
  },
};

/** Locations a directory's integration does not hold yet (pending_claim). */
const UNCLAIMED: Partial<Record<DirectoryCode, string[]>> = {
  apple_maps: ['Northwind Dental - Issaquah', 'Northwind Dental - Hawthorne'],
};

/** The demo accounts' connections per directory; unnamed accounts are connected. */
const INTEGRATIONS: Partial<Record<DirectoryCode, Record<string, IntegrationState>>> = {
  apple_maps: { 'Bluebird Bistro': 'none', 'Harbor Fitness': 'none', 'Juniper Coffee': 'none' },
  facebook: { 'Juniper Coffee': 'expired' },
};

const LISTING_URLS: Record<DirectoryCode, (placeId: string) => string> = {
  google_maps: (placeId) => `https://www.google.com/maps/place/?q=place_id:${placeId}`,
  facebook: (placeId) => `https://www.facebook.com/${placeId}`,
  apple_maps: (placeId) => `https://maps.apple.com/?auid=${placeId}`,
  bing: (placeId) => `https://www.bing.com/maps?cp=${placeId}`,
  trip_advisor: (placeId) => `https://www.tripadvisor.com/${placeId}`,
  yelp_api: (placeId) => `https://www.yelp.com/biz/${placeId}`,
};

/** The demo locations' and their accounts' names by place id: the sandbox's differences are by name. */
const DEMO_NAMES = new Map(
  DEMO_ACCOUNTS.flatMap((account) =>
    account.locations.map((location) => [
      demoPlaceId(location.name),
      { location: location.name, account: account.name },
    ]),
  ),
);

/**
 * The demo and test directories. Google, Facebook and Apple Maps accept what is published and show it at the next
 * scan; Bing and Yelp are read-only; Tripadvisor cannot be read. What was published is kept in this process's
 * memory: the sandbox stands in for the outside world, which keeps its own state.
 */
export function createSandboxListingDirectories({
  google = () => sandboxListings(),
  others = () => demoListings(),
}: {
  google?: () => DirectoryListing[];
  others?: () => DirectoryListing[];
} = {}): ListingDirectories & {
  published: Map<string, ListingValues>;
} {
  const published = new Map<string, ListingValues>();

  function baseListing(code: DirectoryCode, placeId: string): ListingValues | undefined {
    const listing = (code === 'google_maps' ? google() : others()).find((candidate) => candidate.place_id === placeId);
    if (!listing) return undefined;
    const { place_id: _placeId, ...values } = listing;
    const name = DEMO_NAMES.get(placeId)?.location;
    const tweak = name ? DIRECTORY_TWEAKS[code]?.[name] : undefined;
    return tweak ? tweak(values) : values;
  }

  function client(code: DirectoryCode, publishable: boolean): ListingDirectoryClient {
    const key = (target: ListingTarget) => `${code}:${target.accountId}:${target.placeId}`;
    return {
      code,
      publishable,
      async integration(target) {
        const account = target.placeId ? DEMO_NAMES.get(target.placeId)?.account : undefined;
        return (account && INTEGRATIONS[code]?.[account]) || 'active';
      },
      async scan(target) {
        if (!target.placeId) return { kind: 'unclaimed' };
        const listing = published.get(key(target)) ?? baseListing(code, target.placeId);
        const name = DEMO_NAMES.get(target.placeId)?.location;
        if (!listing || (name && UNCLAIMED[code]?.includes(name))) return { kind: 'unclaimed' };
        return { kind: 'found', listing, listingUrl: LISTING_URLS[code](target.placeId) };
      },
      ...(publishable
        ? {
            async publish(target: ListingTarget, desired: ListingValues, fields: readonly string[]) {
              const current = published.get(key(target)) ?? (target.placeId && baseListing(code, target.placeId));
              if (!current) throw new Error(`sandbox ${code}: no listing for place ${target.placeId}`);
              const next = { ...current };
              for (const field of fields) Object.assign(next, { [field]: desired[field as keyof ListingValues] });
              published.set(key(target), next);
              return next;
            },
          }
        : {}),
    };
  }

  const clients: Record<DirectoryCode, ListingDirectoryClient> = {
    google_maps: client('google_maps', true),
    facebook: client('facebook', true),
    apple_maps: client('apple_maps', true),
    bing: client('bing', false),
    trip_advisor: {
      ...client('trip_advisor', false),
      unavailableReason: 'Tripadvisor listings need a Content API key, which is not configured',
    },
    yelp_api: client('yelp_api', false),
  };
  return {
    published,
    forDirectory: (code) => clients[code],
  };
}
