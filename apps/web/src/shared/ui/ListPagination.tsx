import { Group, Pagination } from '@mantine/core';

type ListPaginationProps = { page: number; totalPages: number; onChange: (page: number) => void; label?: string };

const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

/** Paging under a list: hidden for a single page; the page shown is clamped to the page count. */
export function ListPagination({ page, totalPages, onChange, label = 'Pages' }: ListPaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(page, 1), totalPages);
  return (
    <Group justify="center" component="nav" aria-label={label}>
      <Pagination
        total={totalPages}
        value={current}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        getItemProps={(item) => ({
          'aria-label': `Page ${item}`,
          'aria-current': item === current ? 'page' : undefined,
        })}
      />
    </Group>
  );
}
