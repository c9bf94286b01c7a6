import { z } from 'zod';
import { halLinksSchema, halListSchema } from './hal';
import { isoDateSchema } from './iso-date';
import { pagingShape, sortShape } from './list-query';
import { idListSchema, idSchema } from './whole-numbers';

/*
 * Local Search (issue 29, spec 000 §1, §2, §6, §7, §9; decisions 0138 and 0139): geo-grid rank tracking. A tracked
 * search is a keyword of a location with a grid around it; a scan asks the search provider, at each point of the
 * grid, for the local results of the keyword. The measures are defined in docs/local-search.md.
 */

/** Grids are square with a centre point: 3×3 to 15×15. */
export const GRID_SIZES = [3, 5, 7, 9, 11, 13, 15] as const;
export type GridSize = (typeof GRID_SIZES)[number];
export const DEFAULT_GRID_SIZE: GridSize = 7;
export const SPACING_UNITS = ['mi', 'km'] as const;
export type SpacingUnit = (typeof SPACING_UNITS)[number];
export const KM_PER_MILE = 1.609344;
/** The provider answers at most 20 local results a point: a rank is 1 to 20, or not found. */
export const MAX_RANK = 20;
/** ATRP counts a point where the location is not found as rank 21 (the peers' convention). */
export const NOT_FOUND_RANK = MAX_RANK + 1;
/** Scans run weekly by default; `off` runs them only on demand. */
export const SCAN_SCHEDULES = ['weekly', 'off'] as const;
/** The grid points an account may ask for in a calendar month (UTC) unless an operator set its own budget. */
export const DEFAULT_MONTHLY_POINT_BUDGET = 5_000;
/** The most an admin may set: weekly 7×7 scans of 10 keywords at 1,000 locations need about 2.1 million a month. */
export const MAX_MONTHLY_POINT_BUDGET = 10_000_000;
/** Spec 000 §9: local search sorts by top_area, largest first. */
export const LOCAL_SEARCH_SORT_FIELDS = ['top_area', 'solv', 'arp', 'atrp', 'location_name', 'keyword'] as const;
export const LOCAL_SEARCH_PAGE_SIZE = 25;
export const KEYWORD_MAX_LENGTH = 100;

/** The rank bands the grid is split into ("search zones"), best first, with the colours of the heat map's legend. */
export const SEARCH_ZONES = [
  { code: 'top', label: 'Top 3 (1–3)', min: 1, max: 3 },
  { code: 'near', label: 'Page one (4–10)', min: 4, max: 10 },
  { code: 'far', label: 'Further down (11–20)', min: 11, max: MAX_RANK },
  { code: 'not_found', label: 'Not found', min: NOT_FOUND_RANK, max: NOT_FOUND_RANK },
] as const;
export type SearchZoneCode = (typeof SEARCH_ZONES)[number]['code'];

export function zoneOf(rank: number | null): SearchZoneCode {
  const ranked = rank ?? NOT_FOUND_RANK;
  return SEARCH_ZONES.find((zone) => ranked >= zone.min && ranked <= zone.max)?.code ?? 'not_found';
}

export const LOCAL_SEARCH_MESSAGES = {
  budgetExceeded: (needed: number, left: number) =>
    `This scan needs ${needed} grid points, but only ${left} of this month's grid points are left. Ask an administrator to raise the budget, make the grid smaller, or wait until next month.`,
  scanRunning: 'A scan of this search is already running.',
  duplicateKeyword: 'This location already tracks that keyword.',
  noCentre: 'Set the grid centre (latitude and longitude) of this location first.',
} as const;

/* Grid geometry */

const KM_PER_DEGREE_LATITUDE = 111.32;

export type GridSpec = { size: number; spacing: number; unit: SpacingUnit; latitude: number; longitude: number };
export type GridPoint = { index: number; row: number; column: number; latitude: number; longitude: number };

export const spacingKm = (spacing: number, unit: SpacingUnit) => (unit === 'mi' ? spacing * KM_PER_MILE : spacing);

/** Point `index` of the grid: row by row from the north-west corner, the centre in the middle. */
export function gridPoint(grid: GridSpec, index: number): GridPoint {
  const half = (grid.size - 1) / 2;
  const row = Math.floor(index / grid.size);
  const column = index % grid.size;
  const step = spacingKm(grid.spacing, grid.unit);
  const northKm = (half - row) * step;
  const eastKm = (column - half) * step;
  const latitude = grid.latitude + northKm / KM_PER_DEGREE_LATITUDE;
  const longitude = grid.longitude + eastKm / (KM_PER_DEGREE_LATITUDE * Math.cos((grid.latitude * Math.PI) / 180));
  return { index, row, column, latitude: round6(latitude), longitude: round6(longitude) };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export const pointCount = (size: number) => size * size;

/* The measures (docs/local-search.md) */

export type ScanMeasures = {
  /** Share of answered points where the location ranks 1–3, in percent. */
  solv: number;
  /** Average rank over the points where the location is found; null when it is found nowhere. */
  arp: number | null;
  /** Average rank over all answered points, a point where it is not found counting as 21. */
  atrp: number;
  /** Area of the grid (km²) in each zone: each point stands for a square cell of spacing × spacing. */
  zones: Record<SearchZoneCode, number>;
  /** The area where the location ranks in the top 3, km² (the top zone's area). */
  top_area: number;
  /** Points answered (a point lost to a crash after it was claimed is not counted, decision 0139). */
  points: number;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The measures of one scan from its answered points' ranks (null: not found in the provider's 20). */
export function measuresOf(ranks: readonly (number | null)[], cellKm: number): ScanMeasures {
  const cellArea = cellKm * cellKm;
  const zones: Record<SearchZoneCode, number> = { top: 0, near: 0, far: 0, not_found: 0 };
  let found = 0;
  let foundSum = 0;
  let totalSum = 0;
  for (const rank of ranks) {
    zones[zoneOf(rank)] += cellArea;
    totalSum += rank ?? NOT_FOUND_RANK;
    if (rank !== null) {
      found += 1;
      foundSum += rank;
    }
  }
  const points = ranks.length;
  const topPoints = ranks.filter((rank) => rank !== null && rank <= 3).length;
  return {
    solv: points === 0 ? 0 : round2((topPoints / points) * 100),
    arp: found === 0 ? null : round2(foundSum / found),
    atrp: points === 0 ? NOT_FOUND_RANK : round2(totalSum / points),
    zones: {
      top: round2(zones.top),
      near: round2(zones.near),
      far: round2(zones.far),
      not_found: round2(zones.not_found),
    },
    top_area: round2(zones.top),
    points,
  };
}

/* Schemas */

const coordinate = (limit: number) => z.coerce.number().min(-limit).max(limit);

export const trackedSearchCreateSchema = z.object({
  account_id: idSchema.optional(),
  location_id: idSchema,
  keyword: z.string().trim().min(1, 'Enter a keyword').max(KEYWORD_MAX_LENGTH),
  grid_size: z.coerce
    .number()
    .int()
    .refine((size) => (GRID_SIZES as readonly number[]).includes(size), 'Choose a grid from 3×3 to 15×15')
    .default(DEFAULT_GRID_SIZE),
  spacing: z.coerce.number().min(0.1, 'At least 0.1').max(10, 'At most 10'),
  spacing_unit: z.enum(SPACING_UNITS).default('mi'),
  center_latitude: coordinate(90),
  center_longitude: coordinate(180),
  schedule: z.enum(SCAN_SCHEDULES).default('weekly'),
});
export type TrackedSearchCreate = z.infer<typeof trackedSearchCreateSchema>;

export const localSearchFiltersSchema = z.object({
  account_id: idSchema.optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  group_id: idListSchema.optional(),
  location_id: idListSchema.optional(),
  nonce: z.string().optional(),
});
export type LocalSearchFilters = z.infer<typeof localSearchFiltersSchema>;

export const localSearchListQuerySchema = localSearchFiltersSchema.extend({
  ...pagingShape({ perPage: { default: LOCAL_SEARCH_PAGE_SIZE, max: 500 } }),
  ...sortShape(LOCAL_SEARCH_SORT_FIELDS, { by: 'top_area', order: 'desc' }),
});
export type LocalSearchListQuery = z.infer<typeof localSearchListQuerySchema>;

const zonesSchema = z.object({ top: z.number(), near: z.number(), far: z.number(), not_found: z.number() });

const measuresSchema = z.object({
  solv: z.number(),
  arp: z.number().nullable(),
  atrp: z.number(),
  top_area: z.number(),
  zones: zonesSchema,
  points: z.number().int(),
});

const changeSchema = z.object({
  solv: z.number().nullable(),
  arp: z.number().nullable(),
  atrp: z.number().nullable(),
  top_area: z.number().nullable(),
});

export const trackedSearchSchema = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  location_name: z.string(),
  keyword: z.string(),
  grid_size: z.number().int(),
  spacing: z.number(),
  spacing_unit: z.enum(SPACING_UNITS),
  center_latitude: z.number(),
  center_longitude: z.number(),
  schedule: z.enum(SCAN_SCHEDULES),
  next_scan_at: z.string().nullable(),
  /** The latest finished scan in the range, its measures, and their change since the scan before it. */
  last_scan_at: z.string().nullable(),
  last_scan_id: z.number().int().nullable(),
  measures: measuresSchema.nullable(),
  change: changeSchema.nullable(),
  /** A scan of it waiting or running. */
  scanning: z.boolean(),
  _links: halLinksSchema.optional(),
});
export type TrackedSearch = z.infer<typeof trackedSearchSchema>;

export const trackedSearchListSchema = halListSchema('local_searches', trackedSearchSchema);

export const scanPointSchema = z.object({
  index: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  /** 1–20, or null: not in the provider's 20 results; `answered` false: the point was lost (decision 0139). */
  rank: z.number().int().nullable(),
  answered: z.boolean(),
  /** The businesses the provider listed above the location there, best first. */
  above: z.array(z.string()),
});

export const competitorRowSchema = z.object({
  place_id: z.string(),
  name: z.string(),
  /** Points of the latest scan where it outranks the location. */
  points_above: z.number().int(),
  /** Where Competitors tracks it: the screen to open (issue 28). */
  competitor_url: z.string().nullable(),
});

export const scanSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(['queued', 'running', 'done']),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  measures: measuresSchema.nullable(),
});
export type ScanSummary = z.infer<typeof scanSummarySchema>;

export const trackedSearchDetailSchema = trackedSearchSchema.extend({
  points: z.array(scanPointSchema),
  competitors: z.array(competitorRowSchema),
  /** The scans of the range, oldest first: the trend. */
  scans: z.array(scanSummarySchema),
});
export type TrackedSearchDetail = z.infer<typeof trackedSearchDetailSchema>;

export const pointBudgetSchema = z.object({
  month: z.string(),
  monthly_points: z.number().int(),
  used_points: z.number().int(),
  left_points: z.number().int(),
});
export type PointBudget = z.infer<typeof pointBudgetSchema>;

/** An admin sets the month's grid points; 0 stops every scan, weekly ones too, until it is raised. */
export const pointBudgetUpdateSchema = z.object({
  monthly_points: z.number().int().min(0).max(MAX_MONTHLY_POINT_BUDGET),
});
export type PointBudgetUpdate = z.infer<typeof pointBudgetUpdateSchema>;

export const scanStartedSchema = z.object({ scan: scanSummarySchema, budget: pointBudgetSchema });
