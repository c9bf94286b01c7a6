import { type Group, groupsQuerySchema, MAX_PAGE_SIZE } from '@repute/domain';
import { type CsvExport, defineCsv, pagedBatches } from '../exports';
import type { GroupsService } from './groups.service';

/** The groups list as a CSV (decision 0028): the list's filters and sort, the group's fields. */
export function groupsCsv(groups: Pick<GroupsService, 'list'>): CsvExport {
  return defineCsv({
    permission: ['group', 'read'],
    // The list's own query (its sort is refined, so it cannot be narrowed): page and per_page are the export's.
    filters: groupsQuerySchema,
    open: (caller, filters) =>
      pagedBatches(MAX_PAGE_SIZE, async (page, perPage) => {
        const { rows } = await groups.list(caller, { ...filters, page, per_page: perPage });
        return rows;
      }),
    columns: [
      { header: 'id', value: (group: Group) => group.id },
      { header: 'name', value: (group) => group.name },
      { header: 'location_count', value: (group) => group.location_count },
      { header: 'location_ids', value: (group) => group.location_ids.join('; ') },
      { header: 'active_location_ids', value: (group) => group.active_location_ids.join('; ') },
      { header: 'created_at', value: (group) => group.created_at },
    ],
  });
}
