import { type DiffField, dayOfWeek, type OpenStatus, WEEK_DAYS, type WeekDay } from '@repute/domain';
import { z } from 'zod';
import type { ListingDirectoryClient, ListingTarget, ListingValues } from './listing-directories';
import { type OpenRange, rangesOfWeek, weekOfRanges } from './listing-hours';
import { ReviewSourceError } from './review-source';
import { createSourceHttp, type ErrorReader, unexpectedAnswer } from './source-http';
import { trimBase } from './source-target';

export const APPLE_BUSINESS_CONNECT_URL = 'https://businessconnect.apple.com';
const SOURCE = 'Apple Business Connect';
/** A token this close to its expiry is fetched again before use. */
const EXPIRY_MARGIN_MS = 60_000;
/** How a location is linked: the company Apple gave the partner access to, and its location there. */
const LOCATION_ID = /^companies\/[\w-]+\/locations\/[\w-]+$/;

/** Apple names the category by its own ids, which Repute does not hold: it is neither read nor written. */
export const APPLE_HELD_FIELDS: readonly DiffField[] = [
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
  'special_hours',
];

const times = z.array(z.object({ startTime: z.string(), endTime: z.string() }));
const locationSchema = z.object({
  id: z.string(),
  etag: z.string(),
  placeCardUrl: z.string().nullish(),
  locationDetails: z
    .object({
      displayNames: z.array(z.object({ name: z.string(), primary: z.boolean().nullish() })).nullish(),
      mainAddress: z
        .object({
          structuredAddress: z
            .object({
              fullThoroughfare: z.string().nullish(),
              subPremise: z.string().nullish(),
              locality: z.string().nullish(),
              administrativeArea: z.string().nullish(),
              postCode: z.string().nullish(),
            })
            .loose()
            .nullish(),
        })
        .loose()
        .nullish(),
      phoneNumbers: z.array(z.object({ phoneNumber: z.string(), primary: z.boolean().nullish() })).nullish(),
      urls: z.array(z.object({ url: z.string(), type: z.string() })).nullish(),
      openingHoursByDay: z.array(z.object({ day: z.string(), times })).nullish(),
      specialHours: z
        .array(
          z.object({
            startDate: z.string(),
            closed: z.boolean().nullish(),
            hoursByDay: z.array(z.object({ day: z.string(), times })).nullish(),
          }),
        )
        .nullish(),
      locationStatus: z.object({ status: z.string() }).nullish(),
    })
    // What Repute does not own (categories, other urls' kinds, locale) goes back to Apple as it came.
    .loose(),
});
type AppleLocation = z.infer<typeof locationSchema>;
type Details = AppleLocation['locationDetails'];

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().int().positive() });

/** Apple's errors: { errors: [{ code, message }] }. */
const readError: ErrorReader = (status, body) => {
  const parsed = z.object({ errors: z.array(z.object({ code: z.string(), message: z.string() })) }).safeParse(body);
  const first = parsed.success ? parsed.data.errors[0] : undefined;
  return { status, message: first ? `${first.message} (${first.code})` : String(body) };
};

const OPEN_STATUS: Record<string, OpenStatus> = {
  OPEN: 'active',
  TEMPORARILY_CLOSED: 'temporarily_inactive',
  CLOSED: 'inactive',
};
const APPLE_STATUS: Record<OpenStatus, string> = {
  active: 'OPEN',
  temporarily_inactive: 'TEMPORARILY_CLOSED',
  inactive: 'CLOSED',
};

const weekOf = (days: { day: string; times: { startTime: string; endTime: string }[] }[]) =>
  weekOfRanges(
    days.flatMap((entry) =>
      entry.times.map(
        (time): OpenRange => ({ day: entry.day.toLowerCase() as WeekDay, open: time.startTime, close: time.endTime }),
      ),
    ),
  );

const daysOf = (ranges: OpenRange[]) =>
  WEEK_DAYS.flatMap((day) => {
    const own = ranges.filter((range) => range.day === day);
    return own.length === 0
      ? []
      : [{ day: day.toUpperCase(), times: own.map((range) => ({ startTime: range.open, endTime: range.close })) }];
  });

/** Apple's location in the location's own fields. */
export function listingOfApple(details: Details): ListingValues {
  const address = details.mainAddress?.structuredAddress;
  const name = details.displayNames?.find((entry) => entry.primary) ?? details.displayNames?.[0];
  const phone = details.phoneNumbers?.find((entry) => entry.primary) ?? details.phoneNumbers?.[0];
  return {
    public_name: name?.name ?? null,
    address: address?.fullThoroughfare ?? null,
    address_2: address?.subPremise ?? null,
    city: address?.locality ?? null,
    state_code: address?.administrativeArea ?? null,
    zipcode: address?.postCode ?? null,
    phone: phone?.phoneNumber ?? null,
    website: details.urls?.find((entry) => entry.type === 'HOMEPAGE')?.url ?? null,
    category_name: null,
    open_status: OPEN_STATUS[details.locationStatus?.status ?? 'OPEN'] ?? 'active',
    hours: details.openingHoursByDay ? weekOf(details.openingHoursByDay) : null,
    special_hours: (details.specialHours ?? [])
      .map((entry) => {
        const day = weekOf(entry.hoursByDay ?? []);
        const open = WEEK_DAYS.map((weekDay) => day[weekDay]).find((hours) => hours.open);
        return {
          start_date: entry.startDate,
          closed: Boolean(entry.closed),
          is_24_hours: open?.is_24_hours ?? false,
          hours: open?.hours ?? [],
        };
      })
      .sort((a, b) => a.start_date.localeCompare(b.start_date)),
  };
}

/** Apple's details with `values` written over them (Apple takes the whole location, its etag in If-Match). */
export function appleDetailsOf(current: Details, values: ListingValues): Details {
  const weekDayOf = (date: string) => WEEK_DAYS[(dayOfWeek(date) + 6) % 7] ?? 'monday';
  return {
    ...current,
    displayNames: [{ name: values.public_name ?? '', primary: true }],
    mainAddress: {
      ...current.mainAddress,
      structuredAddress: {
        ...current.mainAddress?.structuredAddress,
        fullThoroughfare: values.address,
        subPremise: values.address_2,
        locality: values.city,
        administrativeArea: values.state_code,
        postCode: values.zipcode,
      },
    },
    phoneNumbers: values.phone ? [{ phoneNumber: values.phone, primary: true }] : [],
    urls: [
      ...(current.urls ?? []).filter((entry) => entry.type !== 'HOMEPAGE'),
      ...(values.website ? [{ url: values.website, type: 'HOMEPAGE' }] : []),
    ],
    openingHoursByDay: daysOf(rangesOfWeek(values.hours)),
    specialHours: values.special_hours.map((entry) => {
      const day = weekDayOf(entry.start_date);
      const ranges: OpenRange[] = entry.is_24_hours
        ? [{ day, open: '00:00', close: '24:00' }]
        : entry.hours.map((range) => ({ day, open: range.open_time, close: range.close_time }));
      return {
        startDate: entry.start_date,
        closed: entry.closed,
        ...(entry.closed ? {} : { hoursByDay: daysOf(ranges) }),
      };
    }),
    locationStatus: { status: APPLE_STATUS[values.open_status] },
  };
}

export type AppleBusinessConnectOptions = {
  clientId: string;
  clientSecret: string;
  baseUrl?: string;
  timeoutMs?: number;
  now?: () => Date;
};

/**
 * Apple Business Connect's partner API for Apple Maps (decision 0088): one OAuth client-credentials token for the
 * installation (Apple grants a partner access to its clients' companies), kept until a minute before it expires and
 * fetched again after a 401. A location is linked as `companies/{id}/locations/{id}`; a scan reads it, a publish
 * writes the whole location back with the etag it was read with (If-Match), as Apple asks, so that a change made in
 * Business Connect meanwhile is not overwritten. A location Apple does not give the partner is pending claim.
 */
export function createAppleListingClient({
  clientId,
  clientSecret,
  baseUrl = APPLE_BUSINESS_CONNECT_URL,
  timeoutMs = 10_000,
  now = () => new Date(),
}: AppleBusinessConnectOptions): ListingDirectoryClient {
  const http = createSourceHttp(SOURCE, readError, timeoutMs);
  const base = trimBase(baseUrl);
  let token: { value: string; expiresAt: number } | null = null;

  async function freshToken(): Promise<string> {
    const requestedAt = now().getTime();
    let answer: unknown;
    try {
      answer = await http({
        method: 'POST',
        url: new URL(`${base}/api/v1/oauth2/token`),
        body: {
          client_id: clientId,
          client_secret: clientSecret,
          grant_type: 'client_credentials',
          scope: 'business_connect',
        },
      });
    } catch (error) {
      if (!(error instanceof ReviewSourceError && (error.status === 400 || error.status === 401))) throw error;
      throw new ReviewSourceError(
        `${SOURCE} refused the installation's client credentials (${error.message}): check APPLE_BUSINESS_CONNECT_CLIENT_ID and APPLE_BUSINESS_CONNECT_CLIENT_SECRET`,
        401,
        false,
      );
    }
    const parsed = tokenSchema.safeParse(answer);
    if (!parsed.success) throw unexpectedAnswer(SOURCE, 'the token answer has no access_token');
    token = { value: parsed.data.access_token, expiresAt: requestedAt + parsed.data.expires_in * 1000 };
    return token.value;
  }

  async function authorized<T>(call: (bearer: string) => Promise<T>): Promise<T> {
    const current = token && token.expiresAt - EXPIRY_MARGIN_MS > now().getTime() ? token.value : await freshToken();
    try {
      return await call(current);
    } catch (error) {
      if (!(error instanceof ReviewSourceError && error.status === 401)) throw error;
      return call(await freshToken());
    }
  }

  const locationUrl = (target: ListingTarget) =>
    target.externalLocationId && LOCATION_ID.test(target.externalLocationId)
      ? new URL(`${base}/api/v1/${target.externalLocationId}`)
      : null;

  async function read(url: URL): Promise<AppleLocation> {
    const parsed = locationSchema.safeParse(await authorized((bearer) => http({ url, token: bearer })));
    if (!parsed.success) throw unexpectedAnswer(SOURCE, parsed.error.message);
    return parsed.data;
  }

  return {
    code: 'apple_maps',
    publishable: true,
    heldFields: APPLE_HELD_FIELDS,
    // The partner's credentials reach every company Apple gave it: a location not among them is pending claim.
    integration: async () => 'active',

    async scan(target) {
      const url = locationUrl(target);
      if (!url) return { kind: 'unclaimed' };
      try {
        const location = await read(url);
        return {
          kind: 'found',
          listing: listingOfApple(location.locationDetails),
          listingUrl: location.placeCardUrl ?? null,
        };
      } catch (error) {
        if (error instanceof ReviewSourceError && (error.status === 404 || error.status === 403)) {
          return { kind: 'unclaimed' };
        }
        throw error;
      }
    },

    async publish(target, desired) {
      const url = locationUrl(target);
      if (!url) throw new ReviewSourceError(`${SOURCE}: location ${target.locationId} is not linked`, 400, false);
      const current = await read(url);
      const body = { id: current.id, locationDetails: appleDetailsOf(current.locationDetails, desired) };
      const answer = await authorized((bearer) =>
        http({ method: 'PUT', url, token: bearer, body, headers: { 'if-match': current.etag } }),
      );
      const parsed = locationSchema.safeParse(answer);
      if (!parsed.success) throw unexpectedAnswer(SOURCE, parsed.error.message);
      return listingOfApple(parsed.data.locationDetails);
    },
  };
}
