import { PassThrough, type Readable } from 'node:stream';
import { type CsvCell, csvCell, writeCsvRows } from '../exports';
import type { AverageZonesRow } from './local-search.repo';

/** Spec 000 §7 "local_search average search zones": each tracked search's average zones over the range's scans. */
const HEADERS = [
  'Location',
  'Keyword',
  'Scans',
  'Average top 3 area (km²)',
  'Average 4–10 area (km²)',
  'Average 11–20 area (km²)',
  'Average not found area (km²)',
  'Average SoLV (%)',
  'Average ARP',
  'Average ATRP',
];

const rounded = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

export function averageZonesCsvFile(rows: readonly AverageZonesRow[]): { body: Readable; fileName: string } {
  const body = new PassThrough();
  const cells: CsvCell[][] = rows.map((row) => [
    row.location_name,
    row.keyword,
    row.scans,
    rounded(row.top_area),
    rounded(row.near_area),
    rounded(row.far_area),
    rounded(row.not_found_area),
    rounded(row.solv),
    rounded(row.arp),
    rounded(row.atrp),
  ]);
  writeCsvRows(
    HEADERS,
    (async function* one() {
      yield cells.map((row) => row.map(csvCell));
    })(),
    body,
  ).catch((error: Error) => body.destroy(error));
  return { body, fileName: 'local_search_average_search_zones.csv' };
}
