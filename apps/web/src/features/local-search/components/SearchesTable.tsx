import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { TrackedSearch } from '@repute/domain/local-search';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { SortableHeader } from '../../../shared/ui/SortableHeader';
import type { SortOrder } from '../../../shared/ui/sort-cycle';

type SearchesTableProps = {
  searches: TrackedSearch[];
  sort: { by: string | null; order: SortOrder };
  onSort: (column: string) => void;
  selectedId: number | null;
  onSelect: (search: TrackedSearch) => void;
  onScan?: (search: TrackedSearch) => void;
  onDelete?: (search: TrackedSearch) => void;
};

const number = (value: number | null | undefined, suffix = '') =>
  value === null || value === undefined
    ? '–'
    : `${value.toLocaleString(undefined, { maximumFractionDigits: 2 })}${suffix}`;

/** Each tracked search with its latest scan's measures; the selected one's grid shows below. */
export function SearchesTable({ searches, sort, onSort, selectedId, onSelect, onScan, onDelete }: SearchesTableProps) {
  return (
    <ResponsiveTableContainer minWidth={0}>
      <Table highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader label="Location" column="location_name" sort={sort} onSort={onSort} {...WIDE_ONLY} />
            <SortableHeader label="Keyword" column="keyword" sort={sort} onSort={onSort} />
            <SortableHeader label="Top 3 area" column="top_area" sort={sort} onSort={onSort} />
            <SortableHeader label="SoLV" column="solv" sort={sort} onSort={onSort} {...WIDE_ONLY} />
            <SortableHeader label="ARP" column="arp" sort={sort} onSort={onSort} {...WIDE_ONLY} />
            <SortableHeader label="ATRP" column="atrp" sort={sort} onSort={onSort} {...WIDE_ONLY} />
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {searches.map((search) => (
            <Table.Tr
              key={search.id}
              aria-selected={search.id === selectedId}
              bg={search.id === selectedId ? 'gray.1' : undefined}
            >
              <Table.Td {...WIDE_ONLY}>{search.location_name}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {search.keyword}
                </Text>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {search.location_name}
                </Text>
                {search.scanning && (
                  <Badge size="sm" variant="light" color="blue">
                    Scanning
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{number(search.measures?.top_area, ' km²')}</Table.Td>
              <Table.Td {...WIDE_ONLY}>{search.measures ? number(search.measures.solv, '%') : '–'}</Table.Td>
              <Table.Td {...WIDE_ONLY}>{number(search.measures?.arp)}</Table.Td>
              <Table.Td {...WIDE_ONLY}>{number(search.measures?.atrp)}</Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => onSelect(search)}
                    aria-label={`View ${search.keyword} for ${search.location_name}`}
                  >
                    View
                  </Button>
                  {onScan && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      disabled={search.scanning}
                      onClick={() => onScan(search)}
                      aria-label={`Run scan of ${search.keyword} for ${search.location_name}`}
                    >
                      Scan
                    </Button>
                  )}
                  {onDelete && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => onDelete(search)}
                      aria-label={`Remove ${search.keyword} for ${search.location_name}`}
                    >
                      Remove
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTableContainer>
  );
}
