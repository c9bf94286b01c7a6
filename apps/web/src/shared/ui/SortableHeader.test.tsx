import { MantineProvider, Table } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SortableHeader } from './SortableHeader';
import type { SortOrder } from './sort-cycle';

function renderHeader(sort: { by: string | null; order: SortOrder }) {
  const onSort = vi.fn();
  render(
    <MantineProvider env="test">
      <Table>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader label="City" column="city" sort={sort} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
      </Table>
    </MantineProvider>,
  );
  return onSort;
}

describe('SortableHeader', () => {
  it('says how the column is sorted, and asks to sort by its column when clicked', async () => {
    const onSort = renderHeader({ by: 'city', order: 'desc' });
    expect(screen.getByRole('columnheader').getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(screen.getByRole('button', { name: 'Sort by City' }));
    expect(onSort).toHaveBeenCalledWith('city');
  });

  it('reads unsorted while another column sorts', () => {
    renderHeader({ by: 'name', order: 'asc' });
    expect(screen.getByRole('columnheader').getAttribute('aria-sort')).toBe('none');
  });
});
