import { z } from 'zod';
import type { LocalSearchProvider } from './local-search-provider';
import type { RateLimiter } from './rate-limiter';
import { createSourceHttp, type ErrorReader, unexpectedAnswer } from './source-http';

export const GOOGLE_PLACES_URL = 'https://places.googleapis.com';
const SOURCE = 'Google Places';
/** Text Search (New) answers at most 20 places a page: the ranks a scan records. */
const PAGE_SIZE = 20;
/** The location bias's circle may be 0 to 50,000 m. */
const MAX_RADIUS_METERS = 50_000;
/** Only what the scan reads: Text Search bills by the fields asked (the "Essentials IDs only" SKU plus the name). */
const FIELD_MASK = 'places.id,places.displayName';
/** Places API (New)'s default quota for Text Search: 600 requests a minute per project. */
export const TEXT_SEARCH_REQUESTS_PER_MINUTE = 600;

const answerSchema = z.object({
  places: z.array(z.object({ id: z.string(), displayName: z.object({ text: z.string() }).nullish() })).default([]),
});

/** Google's errors: { error: { code, message, status } }. */
export const readGoogleApiError: ErrorReader = (status, body) => {
  const parsed = z
    .object({ error: z.object({ message: z.string().nullish(), status: z.string().nullish() }) })
    .safeParse(body);
  if (!parsed.success) return { status, message: String(body) };
  return { status, message: `${parsed.data.error.message ?? ''} (${parsed.data.error.status ?? status})` };
};

export type GooglePlacesTextSearchOptions = {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  /** Paces the calls within the project's quota; several worker processes each keep their own (decision 0088). */
  limiter?: RateLimiter;
};

/**
 * Places API (New) Text Search (POST /v1/places:searchText) with a location bias around each grid point: the
 * keyword's local results as someone standing there would see them, best first.
 */
export function createGooglePlacesTextSearch({
  apiKey,
  baseUrl = GOOGLE_PLACES_URL,
  timeoutMs = 10_000,
  limiter,
}: GooglePlacesTextSearchOptions): LocalSearchProvider {
  const http = createSourceHttp(SOURCE, readGoogleApiError, timeoutMs);
  return {
    name: 'google_places_text_search',
    async search({ keyword, latitude, longitude, radiusMeters }) {
      await limiter?.acquire();
      const answer = answerSchema.safeParse(
        await http({
          method: 'POST',
          url: new URL('/v1/places:searchText', baseUrl),
          // The key goes in a header, never in the URL, so that it is never logged.
          headers: { 'x-goog-api-key': apiKey, 'x-goog-fieldmask': FIELD_MASK },
          body: {
            textQuery: keyword,
            pageSize: PAGE_SIZE,
            locationBias: {
              circle: {
                center: { latitude, longitude },
                radius: Math.min(MAX_RADIUS_METERS, Math.max(0, Math.round(radiusMeters))),
              },
            },
          },
        }),
      );
      if (!answer.success) throw unexpectedAnswer(SOURCE, answer.error.message);
      return answer.data.places
        .slice(0, PAGE_SIZE)
        .map((place) => ({ placeId: place.id, name: place.displayName?.text ?? '' }));
    },
  };
}
