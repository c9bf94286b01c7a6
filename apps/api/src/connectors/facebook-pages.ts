import { type DiffField, type IntegrationState, WEEK_DAYS, type WeekDay } from '@repute/domain';
import { FACEBOOK_PAGE_NAME } from '@repute/domain/urls';
import { z } from 'zod';
import { FACEBOOK_GRAPH_URL, FACEBOOK_GRAPH_VERSION, readGraphError } from './facebook-ratings';
import type { StoredToken } from './google-oauth';
import type { ListingDirectoryClient, ListingTarget, ListingValues } from './listing-directories';
import { type OpenRange, rangesOfWeek, weekOfRanges } from './listing-hours';
import { type AccessTokens, ReviewSourceError, type ReviewTarget } from './review-source';
import { createSourceHttp, unexpectedAnswer } from './source-http';
import { tokenFor, trimBase } from './source-target';

const SOURCE = 'Facebook';
const FACEBOOK_SOURCE_ID = 2;
/** The Page fields a listing is made of (Graph API Page reference). */
const PAGE_FIELDS = 'id,name,phone,website,hours,location,link,is_permanently_closed';

/**
 * What a Page holds of a listing. Its category is one of Facebook's own, not Repute's, and the Graph API has no
 * Page holiday hours: neither is compared (decision 0088). The name is read, but Facebook reviews a Page's name
 * change itself, so it is not written.
 */
export const FACEBOOK_HELD_FIELDS: readonly DiffField[] = [
  'public_name',
  'address',
  'address_2',
  'city',
  'state_code',
  'zipcode',
  'phone',
  'website',
  'open_status',
  'hours',
];
const WRITTEN: Partial<Record<DiffField, 'phone' | 'website' | 'hours' | 'location'>> = {
  phone: 'phone',
  website: 'website',
  hours: 'hours',
  address: 'location',
  address_2: 'location',
  city: 'location',
  state_code: 'location',
  zipcode: 'location',
};

/** Graph's day keys of `hours` (mon_1_open, mon_1_close, mon_2_open, ...). */
const GRAPH_DAYS: Record<WeekDay, string> = {
  monday: 'mon',
  tuesday: 'tue',
  wednesday: 'wed',
  thursday: 'thu',
  friday: 'fri',
  saturday: 'sat',
  sunday: 'sun',
};

const pageSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  phone: z.string().nullish(),
  website: z.string().nullish(),
  hours: z.record(z.string(), z.string()).nullish(),
  location: z
    .object({
      street: z.string().nullish(),
      city: z.string().nullish(),
      state: z.string().nullish(),
      zip: z.string().nullish(),
    })
    .nullish(),
  link: z.string().nullish(),
  is_permanently_closed: z.boolean().nullish(),
  access_token: z.string().min(1).nullish(),
});
type Page = z.infer<typeof pageSchema>;

function weekOfPage(hours: Record<string, string> | null | undefined) {
  if (!hours) return null;
  const ranges = WEEK_DAYS.flatMap((day) =>
    [1, 2].flatMap((slot): OpenRange[] => {
      const open = hours[`${GRAPH_DAYS[day]}_${slot}_open`];
      const close = hours[`${GRAPH_DAYS[day]}_${slot}_close`];
      return open && close ? [{ day, open, close }] : [];
    }),
  );
  return weekOfRanges(ranges);
}

/** A Page's listing in the location's fields; the street holds both address lines, split at its first comma. */
export function listingOfPage(page: Page): ListingValues {
  const [address = null, ...rest] = (page.location?.street ?? '').split(', ').filter(Boolean);
  return {
    public_name: page.name ?? null,
    address,
    address_2: rest.join(', ') || null,
    city: page.location?.city ?? null,
    state_code: page.location?.state ?? null,
    zipcode: page.location?.zip ?? null,
    phone: page.phone ?? null,
    website: page.website ?? null,
    category_name: null,
    open_status: page.is_permanently_closed ? 'inactive' : 'active',
    hours: weekOfPage(page.hours),
    special_hours: [],
  };
}

/** The form of POST /{page} for what is written: Graph takes `hours` and `location` as JSON text. */
export function pageUpdateOf(values: ListingValues, written: ReadonlySet<string>): Record<string, string> {
  const form: Record<string, string> = {};
  if (written.has('phone')) form.phone = values.phone ?? '';
  if (written.has('website')) form.website = values.website ?? '';
  if (written.has('hours')) {
    // Graph allows two openings a day; a whole day is 00:00 to 24:00.
    const slots = new Map<WeekDay, number>();
    const hours: Record<string, string> = {};
    for (const range of rangesOfWeek(values.hours)) {
      const slot = (slots.get(range.day) ?? 0) + 1;
      slots.set(range.day, slot);
      if (slot > 2) continue;
      hours[`${GRAPH_DAYS[range.day]}_${slot}_open`] = range.open;
      hours[`${GRAPH_DAYS[range.day]}_${slot}_close`] = range.close;
    }
    form.hours = JSON.stringify(hours);
  }
  if (written.has('location')) {
    form.location = JSON.stringify({
      street: [values.address, values.address_2].filter(Boolean).join(', '),
      city: values.city ?? '',
      state: values.state_code ?? '',
      zip: values.zipcode ?? '',
    });
  }
  return form;
}

export type FacebookPagesOptions = {
  accessTokens: AccessTokens;
  /** The stored token with its expiry: an expired connection shows as such (action_required), not as active. */
  readToken?: (target: ReviewTarget) => Promise<Pick<StoredToken, 'expiresAt'> | null>;
  baseUrl?: string;
  version?: string;
  timeoutMs?: number;
  now?: () => Date;
};

const reviewTargetOf = (target: Pick<ListingTarget, 'accountId'> & Partial<ListingTarget>): ReviewTarget => ({
  accountId: target.accountId,
  locationId: target.locationId ?? 0,
  sourceId: FACEBOOK_SOURCE_ID,
  externalLocationId: target.externalLocationId ?? null,
});

/**
 * Facebook Pages as a listing directory, through the Graph API with the account's Facebook connection (decision
 * 0014): a scan reads the Page's fields (GET /{page}?fields=...), a publish writes phone, website, hours and
 * location with the Page's own token (POST /{page}), which Graph hands a user who manages the Page. The location's
 * Page is the one review sync linked (an id or a username). A Page the connection cannot see, or cannot act for,
 * is not held by the integration: pending_claim until someone who manages it connects.
 */
export function createFacebookListingClient({
  accessTokens,
  readToken,
  baseUrl = FACEBOOK_GRAPH_URL,
  version = FACEBOOK_GRAPH_VERSION,
  timeoutMs = 10_000,
  now = () => new Date(),
}: FacebookPagesOptions): ListingDirectoryClient {
  const http = createSourceHttp(SOURCE, readGraphError, timeoutMs);
  const graph = (path: string) => new URL(`${trimBase(baseUrl)}/${version}/${path}`);
  const pageOf = (target: ListingTarget) =>
    target.externalLocationId && FACEBOOK_PAGE_NAME.test(target.externalLocationId) ? target.externalLocationId : null;

  async function readPage(page: string, token: string, fields: string): Promise<Page> {
    const url = graph(page);
    url.searchParams.set('fields', fields);
    const parsed = pageSchema.safeParse(await http({ url, token }));
    // The answer may hold a token: the message names only what failed.
    if (!parsed.success) throw unexpectedAnswer(SOURCE, 'the Page answer has no id');
    return parsed.data;
  }

  /** Graph's 'not found' and 'not permitted' both say the connection does not hold the Page. */
  const notHeld = (error: unknown) =>
    error instanceof ReviewSourceError && (error.status === 404 || error.status === 403);

  return {
    code: 'facebook',
    publishable: true,
    heldFields: FACEBOOK_HELD_FIELDS,

    async integration(target): Promise<IntegrationState> {
      const review = reviewTargetOf(target);
      if ((await accessTokens(review)) === null) return 'none';
      const stored = await readToken?.(review);
      return stored?.expiresAt && stored.expiresAt <= now() ? 'expired' : 'active';
    },

    async scan(target) {
      const page = pageOf(target);
      if (!page) return { kind: 'unclaimed' };
      const token = await tokenFor(SOURCE, accessTokens, reviewTargetOf(target));
      try {
        const found = await readPage(page, token, PAGE_FIELDS);
        return { kind: 'found', listing: listingOfPage(found), listingUrl: found.link ?? null };
      } catch (error) {
        if (notHeld(error)) return { kind: 'unclaimed' };
        throw error;
      }
    },

    async publish(target, desired, fields) {
      const page = pageOf(target);
      if (!page)
        throw new ReviewSourceError(`${SOURCE}: location ${target.locationId} has no Facebook Page`, 400, false);
      const stored = await tokenFor(SOURCE, accessTokens, reviewTargetOf(target));
      // The Page's own token, which a user managing the Page is given; a Page token asking gets none and is used.
      const access = await readPage(page, stored, 'id,access_token');
      const token = access.access_token ?? stored;
      const written = new Set(fields.flatMap((field) => WRITTEN[field as DiffField] ?? []));
      if (written.size > 0) {
        try {
          await http({ method: 'POST', url: graph(access.id), token, form: pageUpdateOf(desired, written) });
        } catch (error) {
          if (!(error instanceof ReviewSourceError && error.status === 403)) throw error;
          throw new ReviewSourceError(
            `Facebook: the connected Facebook account cannot edit the Facebook Page '${page}' (location ${target.locationId}): reconnect Facebook under Settings > Integrations with an account that manages the Page. ${error.message}`,
            403,
            false,
          );
        }
      }
      return listingOfPage(await readPage(access.id, token, PAGE_FIELDS));
    },
  };
}
