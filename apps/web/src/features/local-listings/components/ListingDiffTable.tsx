import { Badge, Table, Text } from '@mantine/core';
import { DIFF_FIELDS } from '@repute/domain';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { useListingDiff } from '../listings-api';

const FIELD_LABELS: Record<string, string> = {
  public_name: 'Public name',
  address: 'Address',
  address_2: 'Address line 2',
  city: 'City',
  state_code: 'State',
  zipcode: 'Zip code',
  phone: 'Phone',
  website: 'Website',
  category_name: 'Category',
  open_status: 'Business status',
  hours: 'Operating hours',
  special_hours: 'Holiday hours',
};

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '--';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.length === 0) return 'None';
  if (typeof value === 'object' && value !== null && 'monday' in value) {
    return Object.entries(
      value as Record<
        string,
        { open: boolean; is_24_hours: boolean; hours: { open_time: string; close_time: string }[] }
      >,
    )
      .map(([day, hours]) => {
        const text = !hours.open
          ? 'Closed'
          : hours.is_24_hours
            ? '24 hours'
            : hours.hours.map((range) => `${range.open_time}–${range.close_time}`).join(', ');
        return `${day.slice(0, 3)}: ${text}`;
      })
      .join('; ');
  }
  if (Array.isArray(value)) {
    return value
      .map(
        (entry: {
          start_date: string;
          closed: boolean;
          is_24_hours: boolean;
          hours: { open_time: string; close_time: string }[];
        }) =>
          `${entry.start_date}: ${entry.closed ? 'Closed' : entry.is_24_hours ? '24 hours' : entry.hours.map((range) => `${range.open_time}–${range.close_time}`).join(', ')}`,
      )
      .join('; ');
  }
  return JSON.stringify(value);
}

/** The location diff of spec 001 §3, field by field: what Repute has and what the directory shows. */
export function ListingDiffTable({
  locationId,
  directory,
  name,
}: {
  locationId: number;
  directory: string;
  name: string;
}) {
  const diff = useListingDiff(locationId, directory);
  if (diff.isPending) return <TableSkeleton rows={4} label={`Loading the differences on ${name}`} />;
  if (diff.isError) return <ErrorAlert error={diff.error} />;
  const changed = new Set(diff.data.changed_fields);
  if (!diff.data.last_checked_at) return <Text size="sm">{name} has not been scanned yet.</Text>;
  return (
    <Table striped withTableBorder aria-label={`Differences between Repute and ${name}`} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Field</Table.Th>
          <Table.Th scope="col">In Repute</Table.Th>
          <Table.Th scope="col">On {name}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {DIFF_FIELDS.map((field) => (
          <Table.Tr key={field} data-changed={changed.has(field) || undefined}>
            <Table.Th scope="row">
              {FIELD_LABELS[field]}{' '}
              {changed.has(field) && (
                <Badge color="red" variant="light" size="xs">
                  Not in sync
                </Badge>
              )}
            </Table.Th>
            <Table.Td>{shown(diff.data.target[field])}</Table.Td>
            <Table.Td>{shown(diff.data.source[field])}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
