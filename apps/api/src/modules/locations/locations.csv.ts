import { type Location, locationsQuerySchema, MAX_PAGE_SIZE } from '@repute/domain';
import { type CsvExport, defineCsv, pagedBatches } from '../exports';
import type { LocationsService } from './locations.service';

/** The locations list as a CSV (decision 0028): the list's filters and sort, the location's fields. */
export function locationsCsv(locations: Pick<LocationsService, 'list'>): CsvExport {
  return defineCsv({
    permission: ['location', 'read'],
    // The list's own query (its sort is refined, so it cannot be narrowed): page and per_page are the export's.
    filters: locationsQuerySchema,
    open: (caller, filters) =>
      pagedBatches(MAX_PAGE_SIZE, async (page, perPage) => {
        const { rows } = await locations.list(caller, { ...filters, page, per_page: perPage });
        return rows;
      }),
    columns: [
      { header: 'id', value: (location: Location) => location.id },
      { header: 'name', value: (location) => location.name },
      { header: 'public_name', value: (location) => location.public_name },
      { header: 'external_id', value: (location) => location.external_id },
      { header: 'address', value: (location) => location.address },
      { header: 'address_2', value: (location) => location.address_2 },
      { header: 'city', value: (location) => location.city },
      { header: 'state', value: (location) => location.state },
      { header: 'zipcode', value: (location) => location.zipcode },
      { header: 'country', value: (location) => location.country },
      { header: 'phone', value: (location) => location.phone },
      { header: 'website', value: (location) => location.website },
      { header: 'category_name', value: (location) => location.category_name },
      { header: 'open_status', value: (location) => location.open_status },
      { header: 'is_headquarters', value: (location) => location.is_headquarters },
      { header: 'npi_numbers', value: (location) => location.industry_ids.npi_numbers.join('; ') },
      { header: 'group_ids', value: (location) => location.group_ids.join('; ') },
      { header: 'status', value: (location) => location.status },
      { header: 'status_reason', value: (location) => location.status_reason },
      { header: 'created_at', value: (location) => location.created_at },
      { header: 'updated_at', value: (location) => location.updated_at },
    ],
  });
}
