import { type DiffField, WEEK_DAYS } from '@repute/domain';
import { z } from 'zod';
import type { ListingDirectoryClient, ListingValues } from './listing-directories';
import { colonTime, type OpenRange, weekOfRanges } from './listing-hours';
import { ReviewSourceError } from './review-source';
import { createSourceHttp, type ErrorReader, unexpectedAnswer } from './source-http';
import { trimBase } from './source-target';

export const TRIPADVISOR_CONTENT_URL = 'https://api.content.tripadvisor.com';
const SOURCE = 'Tripadvisor';
const LOCATION_ID = /^\d+$/;

/**
 * The Content API gives no holiday hours and no open status, and its category (restaurant, hotel, attraction) is
 * not a business category: those are not compared.
 */
export const TRIPADVISOR_HELD_FIELDS: readonly DiffField[] = [
  'public_name',
  'address',
  'address_2',
  'city',
  'state_code',
  'zipcode',
  'phone',
  'website',
  'hours',
];

const moment = z.object({ day: z.number().int().min(1).max(7), time: z.string() });
const detailsSchema = z.object({
  location_id: z.union([z.string(), z.number()]),
  name: z.string().nullish(),
  web_url: z.string().nullish(),
  phone: z.string().nullish(),
  website: z.string().nullish(),
  address_obj: z
    .object({
      street1: z.string().nullish(),
      street2: z.string().nullish(),
      city: z.string().nullish(),
      state: z.string().nullish(),
      postalcode: z.string().nullish(),
    })
    .nullish(),
  hours: z.object({ periods: z.array(z.object({ open: moment, close: moment.nullish() })).nullish() }).nullish(),
});
type Details = z.infer<typeof detailsSchema>;

/** { error: { message, type, code } } */
const readError: ErrorReader = (status, body) => {
  const parsed = z.object({ error: z.object({ message: z.string(), code: z.unknown().optional() }) }).safeParse(body);
  return { status, message: parsed.success ? parsed.data.error.message : String(body) };
};

/** The Content API's `day` runs 1 (Monday) to 7 (Sunday), its times '0930'. */
function weekOf(details: Details) {
  const periods = details.hours?.periods;
  if (!periods) return null;
  return weekOfRanges(
    periods.map(
      (period): OpenRange => ({
        day: WEEK_DAYS[period.open.day - 1] ?? 'monday',
        open: colonTime(period.open.time),
        close: colonTime(period.close?.time ?? '0000'),
      }),
    ),
  );
}

export function listingOfTripadvisor(details: Details): ListingValues {
  return {
    public_name: details.name ?? null,
    address: details.address_obj?.street1 || null,
    address_2: details.address_obj?.street2 || null,
    city: details.address_obj?.city ?? null,
    state_code: details.address_obj?.state ?? null,
    zipcode: details.address_obj?.postalcode ?? null,
    phone: details.phone || null,
    website: details.website || null,
    category_name: null,
    open_status: 'active',
    hours: weekOf(details),
    special_hours: [],
  };
}

export type TripadvisorOptions = { apiKey: string; baseUrl?: string; timeoutMs?: number };

/**
 * Tripadvisor as a read-only listing directory: the Content API's location details
 * (GET /api/v1/location/{id}/details) for the location id review sync linked. The API key goes in the query, as the
 * Content API asks; source-http never puts a URL in a message. Tripadvisor takes no listing edits through it.
 */
export function createTripadvisorListingClient({
  apiKey,
  baseUrl = TRIPADVISOR_CONTENT_URL,
  timeoutMs = 10_000,
}: TripadvisorOptions): ListingDirectoryClient {
  const http = createSourceHttp(SOURCE, readError, timeoutMs);
  return {
    code: 'trip_advisor',
    publishable: false,
    heldFields: TRIPADVISOR_HELD_FIELDS,
    integration: async () => 'active',

    async scan(target) {
      const id = target.externalLocationId;
      if (!id || !LOCATION_ID.test(id)) return { kind: 'unclaimed' };
      const url = new URL(`${trimBase(baseUrl)}/api/v1/location/${id}/details`);
      url.searchParams.set('key', apiKey);
      url.searchParams.set('language', 'en');
      let answer: unknown;
      try {
        answer = await http({ url });
      } catch (error) {
        if (error instanceof ReviewSourceError && error.status === 404) return { kind: 'unclaimed' };
        throw error;
      }
      const parsed = detailsSchema.safeParse(answer);
      if (!parsed.success) throw unexpectedAnswer(SOURCE, parsed.error.message);
      return { kind: 'found', listing: listingOfTripadvisor(parsed.data), listingUrl: parsed.data.web_url ?? null };
    },
  };
}
