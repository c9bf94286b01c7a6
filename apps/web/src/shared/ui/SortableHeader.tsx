import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { SortOrder } from './sort-cycle';

type SortableHeaderProps = {
  label: string;
  column: string;
  sort: { by: string | null; order: SortOrder };
  onSort: (column: string) => void;
};

/** A column header that sorts: none, ascending, descending, none (spec 000 §4). */
export function SortableHeader({ label, column, sort, onSort }: SortableHeaderProps) {
  const active = sort.by === column;
  const Icon = !active ? IconSelector : sort.order === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} aria-label={`Sort by ${label}`}>
        <Group gap={4} wrap="nowrap">
          <span>{label}</span>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
