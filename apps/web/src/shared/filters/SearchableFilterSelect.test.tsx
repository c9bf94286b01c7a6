import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchableFilterSelect } from './SearchableFilterSelect';
import type { FilterOptionsResult } from './use-filter-options';

function source(overrides: Partial<FilterOptionsResult> = {}): FilterOptionsResult {
  return {
    search: '',
    setSearch: vi.fn(),
    options: Array.from({ length: 25 }, (_, index) => ({ value: String(index + 1), label: `Group ${index + 1}` })),
    loading: false,
    error: null,
    hasMore: true,
    loadingMore: false,
    loadMore: vi.fn(),
    ...overrides,
  };
}

function renderSelect(result: FilterOptionsResult, onChange = vi.fn(), threshold?: number) {
  render(
    <MantineProvider env="test">
      <SearchableFilterSelect
        label="Group"
        allLabel="All groups"
        value={null}
        selectedLabel={null}
        source={result}
        onChange={onChange}
        loadMoreThreshold={threshold}
      />
    </MantineProvider>,
  );
  return onChange;
}

/** jsdom has no layout: the list reports the scroll position we give it. */
function scrollList(list: HTMLElement, scrollTop: number) {
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: 378 });
  list.scrollTop = scrollTop;
  fireEvent.scroll(list);
}

describe('SearchableFilterSelect', () => {
  it('shows the all entry when nothing is chosen and answers the picked option', async () => {
    const onChange = renderSelect(source());
    expect(screen.getByRole('button', { name: 'Group' }).textContent).toBe('All groups');
    await userEvent.click(screen.getByRole('button', { name: 'Group' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Group 3' }));
    expect(onChange).toHaveBeenCalledWith('3');
  });

  it('loads the next page only within the threshold of the end', async () => {
    const result = source();
    renderSelect(result);
    await userEvent.click(screen.getByRole('button', { name: 'Group' }));
    const list = await screen.findByRole('listbox', { name: 'Group' });
    scrollList(list, 100);
    expect(result.loadMore).not.toHaveBeenCalled();
    scrollList(list, 400);
    expect(result.loadMore).toHaveBeenCalledTimes(1);
  });

  it('uses the saved filters threshold when given (130 px)', async () => {
    const result = source();
    renderSelect(result, vi.fn(), 130);
    await userEvent.click(screen.getByRole('button', { name: 'Group' }));
    const list = await screen.findByRole('listbox', { name: 'Group' });
    scrollList(list, 400);
    expect(result.loadMore).not.toHaveBeenCalled();
    scrollList(list, 500);
    expect(result.loadMore).toHaveBeenCalledTimes(1);
  });

  it("says 'No Options' when nothing matches", async () => {
    renderSelect(source({ search: 'zzz', options: [], hasMore: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Group' }));
    expect(await screen.findByText('No Options')).toBeTruthy();
  });

  it('shows the error text instead of options when loading failed', async () => {
    renderSelect(source({ options: [], hasMore: false, error: 'Error fetching groups' }));
    await userEvent.click(screen.getByRole('button', { name: 'Group' }));
    expect(await screen.findByText('Error fetching groups')).toBeTruthy();
    expect(screen.queryByText('No Options')).toBeNull();
  });
});
