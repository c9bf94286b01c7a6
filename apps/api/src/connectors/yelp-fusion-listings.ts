import { type DiffField, WEEK_DAYS } from '@repute/domain';
import { z } from 'zod';
import type { ListingDirectoryClient, ListingValues } from './listing-directories';
import { colonTime, type OpenRange, weekOfRanges } from './listing-hours';
import { ReviewSourceError } from './review-source';
import { createSourceHttp, unexpectedAnswer } from './source-http';
import { trimBase } from './source-target';
import { readYelpError, YELP_API_URL, YELP_BUSINESS_ID } from './yelp-fusion';

const SOURCE = 'Yelp';

/** Yelp Fusion gives no business website (only the Yelp page): it is not compared. */
export const YELP_HELD_FIELDS: readonly DiffField[] = [
  'public_name',
  'address',
  'address_2',
  'city',
  'state_code',
  'zipcode',
  'phone',
  'category_name',
  'open_status',
  'hours',
  'special_hours',
];

const opening = z.object({ day: z.number().int().min(0).max(6), start: z.string(), end: z.string() });
const businessSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  url: z.string().nullish(),
  phone: z.string().nullish(),
  is_closed: z.boolean().nullish(),
  categories: z.array(z.object({ title: z.string() })).nullish(),
  location: z
    .object({
      address1: z.string().nullish(),
      address2: z.string().nullish(),
      city: z.string().nullish(),
      state: z.string().nullish(),
      zip_code: z.string().nullish(),
    })
    .nullish(),
  hours: z.array(z.object({ hours_type: z.string().nullish(), open: z.array(opening) })).nullish(),
  special_hours: z
    .array(
      z.object({
        date: z.string(),
        is_closed: z.boolean().nullish(),
        start: z.string().nullish(),
        end: z.string().nullish(),
      }),
    )
    .nullish(),
});
type Business = z.infer<typeof businessSchema>;

/** Yelp's `day` is 0 for Monday; an opening from 0000 to 0000 is the whole day. */
function weekOfBusiness(business: Business) {
  const regular = business.hours?.find((entry) => (entry.hours_type ?? 'REGULAR') === 'REGULAR');
  if (!regular) return null;
  return weekOfRanges(
    regular.open.map(
      (entry): OpenRange => ({
        day: WEEK_DAYS[entry.day] ?? 'monday',
        open: colonTime(entry.start),
        close: colonTime(entry.end),
      }),
    ),
  );
}

export function listingOfYelp(business: Business): ListingValues {
  return {
    public_name: business.name ?? null,
    address: business.location?.address1 || null,
    address_2: business.location?.address2 || null,
    city: business.location?.city ?? null,
    state_code: business.location?.state ?? null,
    zipcode: business.location?.zip_code ?? null,
    phone: business.phone || null,
    website: null,
    category_name: business.categories?.[0]?.title ?? null,
    open_status: business.is_closed ? 'inactive' : 'active',
    hours: weekOfBusiness(business),
    special_hours: (business.special_hours ?? [])
      .map((entry) => {
        const whole = entry.start === '0000' && entry.end === '0000';
        return {
          start_date: entry.date,
          closed: Boolean(entry.is_closed),
          is_24_hours: !entry.is_closed && whole,
          hours:
            entry.is_closed || whole || !entry.start || !entry.end
              ? []
              : [{ open_time: colonTime(entry.start), close_time: colonTime(entry.end) }],
        };
      })
      .sort((a, b) => a.start_date.localeCompare(b.start_date)),
  };
}

export type YelpListingOptions = { apiKey: string; baseUrl?: string; timeoutMs?: number };

/**
 * Yelp as a read-only listing directory: Yelp Fusion's business details (GET /v3/businesses/{id}) with the
 * installation's API key, for the business review sync linked. Yelp takes no edits from applications; a business
 * Yelp does not know is pending claim (it has to be added or linked first).
 */
export function createYelpListingClient({
  apiKey,
  baseUrl = YELP_API_URL,
  timeoutMs = 10_000,
}: YelpListingOptions): ListingDirectoryClient {
  const http = createSourceHttp(SOURCE, readYelpError, timeoutMs);
  return {
    code: 'yelp_api',
    publishable: false,
    heldFields: YELP_HELD_FIELDS,
    integration: async () => 'active',

    async scan(target) {
      const business = target.externalLocationId;
      if (!business || !YELP_BUSINESS_ID.test(business)) return { kind: 'unclaimed' };
      let answer: unknown;
      try {
        answer = await http({ url: new URL(`${trimBase(baseUrl)}/v3/businesses/${business}`), token: apiKey });
      } catch (error) {
        if (error instanceof ReviewSourceError && error.status === 404) return { kind: 'unclaimed' };
        throw error;
      }
      const parsed = businessSchema.safeParse(answer);
      if (!parsed.success) throw unexpectedAnswer(SOURCE, parsed.error.message);
      return { kind: 'found', listing: listingOfYelp(parsed.data), listingUrl: parsed.data.url ?? null };
    },
  };
}
