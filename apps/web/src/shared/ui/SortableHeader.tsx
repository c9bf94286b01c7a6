import { Group, type MantineBreakpoint, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { SortOrder } from './sort-cycle';

type SortableHeaderProps = {
  label: string;
  column: string;
  sort: { by: string | null; order: SortOrder };
  onSort: (column: string) => void;
  /** The header shows from this breakpoint up (WIDE_ONLY, for a column a phone does without). */
  visibleFrom?: MantineBreakpoint;
};

/** A column header that sorts: none, ascending, descending, none (spec 000 §4). */
export function SortableHeader({ label, column, sort, onSort, visibleFrom }: SortableHeaderProps) {
  const active = sort.by === column;
  const Icon = !active ? IconSelector : sort.order === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th
      visibleFrom={visibleFrom}
      aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      {/* The header's own size, like the headers that do not sort (a button's is larger). */}
      <UnstyledButton onClick={() => onSort(column)} aria-label={`Sort by ${label}`} fz="inherit">
        <Group gap={4} wrap="nowrap">
          <span>{label}</span>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
