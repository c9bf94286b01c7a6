import { z } from 'zod';
import { locationUrlSchema } from './sources';
import { idSchema } from './whole-numbers';

/**
 * A location's page on a review site (location_urls) with the sync that reads it (review_sync_states), and the
 * rules that turn a page address into the source's id of the location. See docs/decisions/0013.
 */

/** Catalogue ids of the sources with a real connector (apps/api/src/connectors). */
export const SYNCED_SOURCE_IDS = { google: 1, facebook: 2, yelp: 3 } as const;

export const REVIEW_PAGE_MESSAGES = {
  chooseSource: 'Choose a review source',
  enterUrl: 'Enter the address of the page',
  notAUrl: 'Enter the full address of the page, starting with https://',
  exists: 'This location already has a page for that source. Edit or remove it instead.',
  google:
    'Enter the Google Business Profile location name, as accounts/{account id}/locations/{location id}. A Google Maps link does not carry it: find it in Business Profile Manager or the Business Profile API.',
  facebook:
    'Enter the Facebook Page address, as https://www.facebook.com/{page name} or https://www.facebook.com/profile.php?id={page id}',
  yelp: 'Enter the Yelp business page address, as https://www.yelp.com/biz/{business alias}',
  pageRemoved: 'Review source removed',
  pageSaved: 'Review source saved',
} as const;

/** The source's id of the location as its connector takes it (the same patterns as the connectors). */
const GOOGLE_LOCATION_NAME = /accounts\/([^/\s?#]+)\/locations\/([^/\s?#]+)/;
const YELP_ALIAS = /^[\w-]+$/;
/** A Page id or username as Graph takes it (the Facebook connector's rule): at least one letter or digit. */
export const FACEBOOK_PAGE_NAME = /^[\w.-]*\w[\w.-]*$/;
/** First path segments of facebook.com that are not Pages. */
const FACEBOOK_RESERVED = new Set([
  'groups',
  'events',
  'watch',
  'marketplace',
  'share',
  'sharer',
  'sharer.php',
  'login',
  'login.php',
  'people',
  'search',
  'hashtag',
  'photo',
  'photo.php',
  'story.php',
  'permalink.php',
  'home.php',
  'help',
  'settings',
  'messages',
]);

export type PageAddress = { ok: true; url: string; externalLocationId: string | null } | { ok: false; message: string };

/** Parses an address typed with or without its scheme; null when it is not an http(s) URL with a host. */
function parseUrl(input: string): URL | null {
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : `https://${input}`;
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname.includes('.')) return null;
    return url;
  } catch {
    return null;
  }
}

const onDomain = (url: URL, domain: RegExp) => domain.test(url.hostname.toLowerCase());

function google(input: string): PageAddress {
  const match = input.match(GOOGLE_LOCATION_NAME);
  const bare = /^accounts\/[^/\s?#]+\/locations\/[^/\s?#]+$/.test(input);
  const api = parseUrl(input);
  const fromApi = api !== null && onDomain(api, /(^|\.)googleapis\.com$/);
  if (!match || (!bare && !fromApi)) return { ok: false, message: REVIEW_PAGE_MESSAGES.google };
  const name = `accounts/${match[1]}/locations/${match[2]}`;
  return { ok: true, url: name, externalLocationId: name };
}

/** A path segment decoded, or '' when it is not valid percent-encoding (which no Page or business name is). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

function facebook(input: string): PageAddress {
  const url = parseUrl(input);
  if (!url || !onDomain(url, /(^|\.)facebook\.com$|^fb\.com$/))
    return { ok: false, message: REVIEW_PAGE_MESSAGES.facebook };
  const segments = url.pathname.split('/').filter(Boolean);
  const first = segments[0]?.toLowerCase();
  let page: string | undefined;
  if (first === 'profile.php') page = url.searchParams.get('id') ?? undefined;
  else if (first === 'pages') page = segments.find((segment, index) => index > 0 && /^\d+$/.test(segment));
  else if (first === 'p') page = segments[1]?.match(/(\d{5,})$/)?.[1];
  else if (first && !FACEBOOK_RESERVED.has(first)) page = decoded(segments[0] ?? '');
  if (!page || !FACEBOOK_PAGE_NAME.test(page)) return { ok: false, message: REVIEW_PAGE_MESSAGES.facebook };
  return { ok: true, url: url.toString(), externalLocationId: page };
}

function yelp(input: string): PageAddress {
  const url = parseUrl(input);
  if (!url || !onDomain(url, /(^|\.)yelp\.[a-z.]{2,6}$/)) return { ok: false, message: REVIEW_PAGE_MESSAGES.yelp };
  const segments = url.pathname.split('/').filter(Boolean);
  const alias = segments[0] === 'biz' && segments[1] ? decoded(segments[1]) : '';
  if (!YELP_ALIAS.test(alias)) return { ok: false, message: REVIEW_PAGE_MESSAGES.yelp };
  return { ok: true, url: `https://www.yelp.com/biz/${alias}`, externalLocationId: alias };
}

/**
 * The stored address of a page and, for Google, Facebook and Yelp, the source's id of the location: the Google
 * location name, the Facebook Page id or username, the Yelp business alias. Other sources take any web address.
 */
export function readPageAddress(sourceId: number, input: string): PageAddress {
  const text = input.trim();
  if (text === '') return { ok: false, message: REVIEW_PAGE_MESSAGES.enterUrl };
  if (sourceId === SYNCED_SOURCE_IDS.google) return google(text);
  if (sourceId === SYNCED_SOURCE_IDS.facebook) return facebook(text);
  if (sourceId === SYNCED_SOURCE_IDS.yelp) return yelp(text);
  const url = parseUrl(text);
  return url
    ? { ok: true, url: url.toString(), externalLocationId: null }
    : { ok: false, message: REVIEW_PAGE_MESSAGES.notAUrl };
}

/** Whether the page's address can be opened in a browser (a Google location name cannot). */
export const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** The reconciliation of one location and source: what the source says it holds against what we hold. */
export const reviewSyncSchema = z.object({
  external_location_id: z.string().nullable(),
  last_synced_at: z.string().nullable(),
  source_count: z.number().int().nullable(),
  local_count: z.number().int(),
  /** source_count − local_count; null until the source has told its count. */
  difference: z.number().int().nullable(),
  last_error: z.string().nullable(),
});
export type ReviewSync = z.infer<typeof reviewSyncSchema>;

/** A GET /urls item with its sync state (null for sources the location does not sync). */
export const reviewPageSchema = locationUrlSchema.extend({ review_sync: reviewSyncSchema.nullable() });
export type ReviewPage = z.infer<typeof reviewPageSchema>;

const pageUrl = z.string().trim().min(1, REVIEW_PAGE_MESSAGES.enterUrl).max(2000);

export const urlCreateSchema = z.object({
  account_id: idSchema.optional(),
  location_id: idSchema,
  source_id: idSchema,
  url: pageUrl,
  request_reviews: z.boolean().optional(),
});
export type UrlCreate = z.infer<typeof urlCreateSchema>;

export const urlPatchSchema = z.object({
  account_id: idSchema.optional(),
  url: pageUrl.optional(),
  request_reviews: z.boolean().optional(),
});
export type UrlPatch = z.infer<typeof urlPatchSchema>;
