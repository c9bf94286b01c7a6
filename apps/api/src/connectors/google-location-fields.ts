import { type DayHours, type OpenStatus, WEEK_DAYS, type WeekHours } from '@repute/domain';
import { z } from 'zod';
import type { ListingValues } from './listing-directories';
import type { DirectorySpecialHours } from './listing-directory';

/** Business Information API v1 `Location`: the fields Repute reads and writes. */
const timeOfDay = z.object({ hours: z.number().int().optional(), minutes: z.number().int().optional() }).partial();
const date = z.object({ year: z.number().int(), month: z.number().int(), day: z.number().int() });
export const googleLocationSchema = z.object({
  name: z.string(),
  title: z.string().nullish(),
  phoneNumbers: z.object({ primaryPhone: z.string().nullish() }).nullish(),
  websiteUri: z.string().nullish(),
  categories: z.object({ primaryCategory: z.object({ displayName: z.string().nullish() }).nullish() }).nullish(),
  storefrontAddress: z
    .object({
      addressLines: z.array(z.string()).nullish(),
      locality: z.string().nullish(),
      administrativeArea: z.string().nullish(),
      postalCode: z.string().nullish(),
      regionCode: z.string().nullish(),
    })
    .nullish(),
  regularHours: z
    .object({
      periods: z
        .array(
          z.object({
            openDay: z.string(),
            openTime: timeOfDay.nullish(),
            closeDay: z.string(),
            closeTime: timeOfDay.nullish(),
          }),
        )
        .nullish(),
    })
    .nullish(),
  specialHours: z
    .object({
      specialHourPeriods: z
        .array(
          z.object({
            startDate: date,
            openTime: timeOfDay.nullish(),
            closeTime: timeOfDay.nullish(),
            closed: z.boolean().nullish(),
          }),
        )
        .nullish(),
    })
    .nullish(),
  openInfo: z.object({ status: z.string().nullish() }).nullish(),
  metadata: z.object({ placeId: z.string().nullish(), mapsUri: z.string().nullish() }).nullish(),
});
export type GoogleLocation = z.infer<typeof googleLocationSchema>;

/** What `readMask` asks for: every field compared. */
export const GOOGLE_READ_MASK =
  'name,title,phoneNumbers,categories,storefrontAddress,websiteUri,regularHours,specialHours,openInfo,metadata';

/**
 * The `updateMask` paths of the location's fields. The category is not written: Google takes a category by its id
 * (gcid:...), which Repute's category list does not hold, so a category difference stays for a person to fix.
 */
export const GOOGLE_UPDATE_PATHS: Partial<Record<keyof ListingValues, string>> = {
  public_name: 'title',
  phone: 'phoneNumbers.primaryPhone',
  website: 'websiteUri',
  address: 'storefrontAddress',
  address_2: 'storefrontAddress',
  city: 'storefrontAddress',
  state_code: 'storefrontAddress',
  zipcode: 'storefrontAddress',
  hours: 'regularHours',
  special_hours: 'specialHours',
  open_status: 'openInfo.status',
};

const OPEN_STATUS: Record<string, OpenStatus> = {
  OPEN: 'active',
  CLOSED_TEMPORARILY: 'temporarily_inactive',
  CLOSED_PERMANENTLY: 'inactive',
};
const GOOGLE_OPEN_STATUS: Record<OpenStatus, string> = {
  active: 'OPEN',
  temporarily_inactive: 'CLOSED_TEMPORARILY',
  inactive: 'CLOSED_PERMANENTLY',
};

const pad = (value: number) => String(value).padStart(2, '0');
const wireTime = (time: z.infer<typeof timeOfDay> | null | undefined) =>
  `${pad(time?.hours ?? 0)}:${pad(time?.minutes ?? 0)}`;
const timeOf = (wire: string) => {
  const [hours, minutes] = wire.split(':').map(Number);
  return { hours: hours ?? 0, minutes: minutes ?? 0 };
};
/** A whole day is 00:00 to 24:00 at Google. */
const isWholeDay = (
  open: z.infer<typeof timeOfDay> | null | undefined,
  close: z.infer<typeof timeOfDay> | null | undefined,
) => (open?.hours ?? 0) === 0 && (open?.minutes ?? 0) === 0 && close?.hours === 24;

function weekOf(location: GoogleLocation): WeekHours | null {
  const periods = location.regularHours?.periods;
  if (!periods) return null;
  const days = Object.fromEntries(
    WEEK_DAYS.map((day): [string, DayHours] => {
      const own = periods.filter((period) => period.openDay.toLowerCase() === day);
      if (own.length === 0) return [day, { open: false, is_24_hours: false, hours: [] }];
      if (own.some((period) => isWholeDay(period.openTime, period.closeTime))) {
        return [day, { open: true, is_24_hours: true, hours: [] }];
      }
      return [
        day,
        {
          open: true,
          is_24_hours: false,
          hours: own.map((period) => ({
            open_time: wireTime(period.openTime),
            close_time: wireTime(period.closeTime),
          })),
        },
      ];
    }),
  );
  return days as WeekHours;
}

function specialOf(location: GoogleLocation): DirectorySpecialHours[] {
  const byDate = new Map<string, DirectorySpecialHours>();
  for (const period of location.specialHours?.specialHourPeriods ?? []) {
    const day = `${period.startDate.year}-${pad(period.startDate.month)}-${pad(period.startDate.day)}`;
    const entry = byDate.get(day) ?? { start_date: day, closed: false, is_24_hours: false, hours: [] };
    if (period.closed) entry.closed = true;
    else if (isWholeDay(period.openTime, period.closeTime)) entry.is_24_hours = true;
    else entry.hours.push({ open_time: wireTime(period.openTime), close_time: wireTime(period.closeTime) });
    byDate.set(day, entry);
  }
  return [...byDate.values()].sort((a, b) => a.start_date.localeCompare(b.start_date));
}

/** Google's location in the location's own fields. */
export function listingOfGoogle(location: GoogleLocation): ListingValues {
  const lines = location.storefrontAddress?.addressLines ?? [];
  return {
    public_name: location.title ?? null,
    address: lines[0] ?? null,
    address_2: lines.slice(1).join(', ') || null,
    city: location.storefrontAddress?.locality ?? null,
    state_code: location.storefrontAddress?.administrativeArea ?? null,
    zipcode: location.storefrontAddress?.postalCode ?? null,
    phone: location.phoneNumbers?.primaryPhone ?? null,
    website: location.websiteUri ?? null,
    category_name: location.categories?.primaryCategory?.displayName ?? null,
    open_status: OPEN_STATUS[location.openInfo?.status ?? 'OPEN'] ?? 'active',
    hours: weekOf(location),
    special_hours: specialOf(location),
  };
}

/** The body of locations.patch for `paths`: only what the mask names. */
export function googlePatchOf(values: ListingValues, paths: readonly string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (paths.includes('title')) body.title = values.public_name ?? '';
  if (paths.includes('phoneNumbers.primaryPhone')) body.phoneNumbers = { primaryPhone: values.phone ?? '' };
  if (paths.includes('websiteUri')) body.websiteUri = values.website ?? '';
  if (paths.includes('storefrontAddress')) {
    body.storefrontAddress = {
      regionCode: 'US',
      addressLines: [values.address, values.address_2].filter((line): line is string => Boolean(line)),
      locality: values.city ?? '',
      administrativeArea: values.state_code ?? '',
      postalCode: values.zipcode ?? '',
    };
  }
  if (paths.includes('regularHours')) {
    const hours = values.hours;
    body.regularHours = {
      periods: hours
        ? WEEK_DAYS.flatMap((day) => {
            const dayHours = hours[day];
            const googleDay = day.toUpperCase();
            if (!dayHours.open) return [];
            if (dayHours.is_24_hours) {
              return [{ openDay: googleDay, openTime: {}, closeDay: googleDay, closeTime: { hours: 24 } }];
            }
            return dayHours.hours.map((range) => ({
              openDay: googleDay,
              openTime: timeOf(range.open_time),
              closeDay: googleDay,
              closeTime: timeOf(range.close_time),
            }));
          })
        : [],
    };
  }
  if (paths.includes('specialHours')) {
    body.specialHours = {
      specialHourPeriods: values.special_hours.flatMap((entry): Record<string, unknown>[] => {
        const [year, month, day] = entry.start_date.split('-').map(Number);
        const startDate = { year, month, day };
        if (entry.closed) return [{ startDate, closed: true }];
        if (entry.is_24_hours) return [{ startDate, openTime: {}, closeTime: { hours: 24 } }];
        return entry.hours.map((range) => ({
          startDate,
          openTime: timeOf(range.open_time),
          closeTime: timeOf(range.close_time),
        }));
      }),
    };
  }
  if (paths.includes('openInfo.status')) body.openInfo = { status: GOOGLE_OPEN_STATUS[values.open_status] };
  return body;
}
