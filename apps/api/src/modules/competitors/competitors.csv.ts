import { type CompetitorBrand, type CompetitorFigures, competitorFiltersSchema } from '@repute/domain';
import { type CsvColumn, type CsvExport, defineCsv } from '../exports';
import type { CompetitorsService } from './competitors.service';

/** One line of the overview's CSV: a location of the account, or one of its competitors under it. */
type OverviewLine = CompetitorFigures & {
  location_id: number;
  location_name: string;
  kind: 'location' | 'competitor';
  name: string;
  brand_name: string | null;
  rank: number | null;
};

const FIGURES: (keyof CompetitorFigures)[] = [
  'rating',
  'review_count',
  'new_reviews',
  'velocity',
  'response_rate',
  'rating_change',
];

const figureColumns = <Row extends CompetitorFigures>(): CsvColumn<Row>[] =>
  FIGURES.map((field) => ({ header: field, value: (row) => row[field] }));

const overviewColumns: CsvColumn<OverviewLine>[] = [
  { header: 'location_id', value: (row) => row.location_id },
  { header: 'location_name', value: (row) => row.location_name },
  { header: 'type', value: (row) => row.kind },
  { header: 'name', value: (row) => row.name },
  { header: 'brand', value: (row) => row.brand_name },
  { header: 'rank', value: (row) => row.rank },
  ...figureColumns<OverviewLine>(),
];

const brandColumns: CsvColumn<CompetitorBrand>[] = [
  { header: 'brand_id', value: (row) => row.id },
  { header: 'brand', value: (row) => row.name },
  { header: 'locations', value: (row) => row.location_count },
  ...figureColumns<CompetitorBrand>(),
];

const oneBatch = <Row>(rows: Row[]) =>
  (async function* batches() {
    if (rows.length > 0) yield rows;
  })();

/** Both CSVs need competitor read and the account's `competitor` setting, as the screens do. */
const access = { permission: ['competitor', 'read'], settings: ['competitor'] } as const;

/** competitors_overview (spec 000 §7, §9): each location of the report, followed by its competitors. */
export function competitorsOverviewCsv(competitors: Pick<CompetitorsService, 'overview'>): CsvExport {
  return defineCsv({
    ...access,
    filters: competitorFiltersSchema,
    columns: overviewColumns,
    open: async (caller, filters) => {
      const report = await competitors.overview(caller, undefined, filters);
      const lines = report.locations.flatMap(({ competitors: theirs, ...row }): OverviewLine[] => [
        { ...row, kind: 'location', name: row.location_name, brand_name: null },
        ...theirs.map((competitor) => ({
          ...competitor,
          location_id: row.location_id,
          location_name: row.location_name,
          kind: 'competitor' as const,
          rank: null,
        })),
      ]);
      return oneBatch(lines);
    },
  });
}

/** competitors_brands (spec 000 §7, §9, with brand_ids): each brand's competitor locations rolled up. */
export function competitorsBrandsCsv(competitors: Pick<CompetitorsService, 'brands'>): CsvExport {
  return defineCsv({
    ...access,
    filters: competitorFiltersSchema,
    columns: brandColumns,
    open: async (caller, filters) => oneBatch(await competitors.brands(caller, filters)),
  });
}
