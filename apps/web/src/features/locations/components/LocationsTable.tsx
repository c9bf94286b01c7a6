import { Anchor, Badge, Checkbox, Table, Text } from '@mantine/core';
import type { Location } from '@repute/domain';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { detailPath } from '../../../shared/entities/locations/location-paths';
import { headerCheckboxState, toggledPage, toggledRow } from '../../../shared/lib/page-selection';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { SortableHeader } from '../../../shared/ui/SortableHeader';
import type { SortOrder } from '../../../shared/ui/sort-cycle';
import { openStatusLabel } from '../detail-format';

type LocationsTableProps = {
  locations: Location[];
  /** The list's query, carried to each detail page. */
  listQuery: string;
  sort: { by: string | null; order: SortOrder };
  onSort: (column: string) => void;
  /** Row selection for bulk actions; absent when the user may not change locations. */
  selection?: { ids: ReadonlySet<number>; onChange: (ids: Set<number>) => void };
};

const STATUS_COLORS = { active: 'teal', temporarily_inactive: 'orange', inactive: 'gray' } as const;

export function LocationsTable({ locations, listQuery, sort, onSort, selection }: LocationsTableProps) {
  const appPath = useAppPath();
  const pageIds = locations.map((location) => location.id);
  const headerState = selection ? headerCheckboxState(pageIds, selection.ids) : 'empty';
  const header = (label: string, column: string, visibility?: typeof WIDE_ONLY) => (
    <SortableHeader label={label} column={column} sort={sort} onSort={onSort} {...visibility} />
  );
  return (
    <ResponsiveTableContainer minWidth={900}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Locations">
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select all locations on this page"
                  checked={headerState === 'checked'}
                  indeterminate={headerState === 'indeterminate'}
                  onChange={() => selection.onChange(toggledPage(pageIds, selection.ids))}
                />
              </Table.Th>
            )}
            {header('Name', 'name')}
            <Table.Th {...WIDE_ONLY}>Address</Table.Th>
            {header('City', 'city')}
            {header('State', 'state', WIDE_ONLY)}
            {header('Zip Code', 'zipcode', WIDE_ONLY)}
            {header('External ID', 'external_id', WIDE_ONLY)}
            {header('Business Status', 'open_status', WIDE_ONLY)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {locations.map((location) => (
            <Table.Tr key={location.id}>
              {selection && (
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${location.name}`}
                    checked={selection.ids.has(location.id)}
                    onChange={() => selection.onChange(toggledRow(selection.ids, location.id))}
                  />
                </Table.Td>
              )}
              <Table.Td>
                <Anchor component={Link} to={appPath(detailPath(location.id, listQuery))} fw={500}>
                  {location.name}
                </Anchor>
                {location.is_headquarters && (
                  <Badge ml="xs" size="xs" variant="outline">
                    Headquarters
                  </Badge>
                )}
              </Table.Td>
              <Table.Td {...WIDE_ONLY}>
                <Text size="sm">{[location.address, location.address_2].filter(Boolean).join(', ')}</Text>
              </Table.Td>
              <Table.Td>{location.city}</Table.Td>
              <Table.Td {...WIDE_ONLY}>{location.state_code || location.state}</Table.Td>
              <Table.Td {...WIDE_ONLY}>{location.zipcode}</Table.Td>
              <Table.Td {...WIDE_ONLY}>{location.external_id ?? '--'}</Table.Td>
              <Table.Td {...WIDE_ONLY}>
                <Badge variant="light" color={STATUS_COLORS[location.open_status]}>
                  {openStatusLabel(location.open_status)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTableContainer>
  );
}
