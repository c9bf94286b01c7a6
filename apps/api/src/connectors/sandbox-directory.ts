import type { OpenStatus } from '@repute/domain';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { demoHolidayHours, demoPlaceId, todayUtc } from '../seed/demo-places';
import type { DirectoryListing, ListingDirectory } from './listing-directory';

type Tweak = (listing: DirectoryListing) => DirectoryListing;

/**
 * What Google holds that differs from the seeded demo data, so that Sync From Google has something to show
 * for these locations; every other demo location matches ("nothing to sync").
 */
const TWEAKS: Record<string, Tweak> = {
  'Northwind Dental - Ballard': (listing) => ({
    ...listing,
    website: 'https://northwinddental.example/ballard',
    hours: listing.hours && { ...listing.hours, saturday: { open: false, is_24_hours: false, hours: [] } },
  }),
  'Northwind Dental - Bellevue': (listing) => ({
    ...listing,
    phone: '(425) 555-0100',
    special_hours: [
      ...listing.special_hours,
      { start_date: `${Number(todayUtc().slice(0, 4)) + 1}-02-15`, closed: true, is_24_hours: false, hours: [] },
    ].sort((a, b) => a.start_date.localeCompare(b.start_date)),
  }),
  'Bluebird Bistro - Logan Square': (listing) => ({
    ...listing,
    category_name: 'French Restaurant',
    hours: listing.hours && {
      ...listing.hours,
      friday: {
        open: true,
        is_24_hours: false,
        hours: [
          { open_time: '11:30', close_time: '14:30' },
          { open_time: '17:00', close_time: '23:30' },
        ],
      },
    },
  }),
  'Harbor Fitness - Quincy': (listing) => ({ ...listing, open_status: 'temporarily_inactive' satisfies OpenStatus }),
};

/** The listings the sandbox holds: every demo location, as Google would show it today. */
export function sandboxListings(today: string = todayUtc()): DirectoryListing[] {
  return demoListings(today).map((listing, index) => TWEAKS[DEMO_LOCATION_NAMES[index] ?? '']?.(listing) ?? listing);
}

const DEMO_LOCATION_NAMES = DEMO_ACCOUNTS.flatMap((account) => account.locations.map((location) => location.name));

/** Every demo location exactly as the demo data has it: what a directory in sync shows. */
export function demoListings(today: string = todayUtc()): DirectoryListing[] {
  return DEMO_ACCOUNTS.flatMap((account) =>
    account.locations.map((location) => {
      const listing: DirectoryListing = {
        place_id: demoPlaceId(location.name),
        public_name: account.name,
        address: location.address,
        address_2: null,
        city: location.city,
        state_code: location.stateCode,
        zipcode: location.zipcode,
        phone: location.phone,
        website: account.website,
        category_name: account.category,
        open_status: 'active',
        hours: account.hours,
        special_hours: account.holidayHours ? demoHolidayHours(today) : [],
      };
      return listing;
    }),
  );
}

/** The demo and test listing directory: every account is connected, and it holds the demo locations' listings. */
export function createSandboxDirectory(listings: () => DirectoryListing[] = () => sandboxListings()): ListingDirectory {
  return {
    hasIntegration: async () => true,
    async findListing(_accountId, placeId) {
      return listings().find((listing) => listing.place_id === placeId);
    },
  };
}
