import { MantineProvider } from '@mantine/core';
import { todayIn } from '@repute/domain/calendar-dates';
import { DEFAULT_TIME_ZONE } from '@repute/domain/date-descriptors';
import type { Review } from '@repute/domain/reviews';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFilterState } from '../../../shared/filters/filter-state';
import type { FiltersApi } from '../../../shared/filters/use-filters';
import { reviewFixture } from '../responding/response-fixtures';
import type { ReviewListScope } from '../review-list-query';
import type { ReviewBulkActions } from './ReviewBulkBar';
import { ReviewListSection } from './ReviewListSection';

type ListAnswer = { reviews: Review[]; total?: number; totalPages?: number };

/** GET /api/reviews answers the page given; POST /api/reviews/read answers the ids it was sent. */
function stubApi({ reviews, total = reviews.length, totalPages = 1 }: ListAnswer) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.startsWith('/api/reviews?')) {
      return json(200, {
        _embedded: { reviews },
        _total: total,
        _total_pages: totalPages,
        _page: 1,
        _cursors: { before: 'first', after: 'last' },
      });
    }
    if (url === '/api/reviews/read') return json(200, JSON.parse(String(init?.body)));
    return json(404, { error: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The filters of /reviews as the list reads them the moment it appears: the URL has no range yet. */
function filtersOf(params: Record<string, string> = { rating: '5' }): FiltersApi {
  const today = todayIn(DEFAULT_TIME_ZONE);
  return {
    state: readFilterState(params, 'thirtyDays', today),
    params,
    defaultDateDescriptor: 'thirtyDays',
    today,
    calendarReady: true,
    change: vi.fn(),
    changeDate: vi.fn(),
    applySavedFilter: vi.fn(),
    clearDeletedSavedFilter: vi.fn(),
  };
}

type RenderOptions = {
  filters?: FiltersApi;
  inbox?: ReviewBulkActions;
  scope?: ReviewListScope;
  cardLinks?: (review: { id: number }, listQuery: string) => { href?: string };
};

function renderList({ filters = filtersOf(), inbox, scope = 1, cardLinks = () => ({}) }: RenderOptions = {}) {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/reviews?rating=5']}>
          <ReviewListSection
            filters={filters}
            scope={scope}
            inbox={inbox}
            empty={{ title: 'None', text: 'None' }}
            cardLinks={cardLinks}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return filters;
}

const threeReviews = () => [
  reviewFixture({ id: 7, author_name: 'Avery K.', read: false }),
  reviewFixture({ id: 8, author_name: 'Blake L.' }),
  reviewFixture({ id: 9, author_name: 'Casey M.' }),
];
const EVERY_ACTION = { canTag: true, canMarkRead: true };

function headerState(): 'checked' | 'indeterminate' | 'empty' {
  const header = screen.getByRole('checkbox', { name: 'Select all 3 reviews on this page' }) as HTMLInputElement;
  if (header.hasAttribute('data-indeterminate')) return 'indeterminate';
  return header.checked ? 'checked' : 'empty';
}

describe('ReviewListSection', () => {
  it("gives the cards' links the query of the filters it listed, default range included", async () => {
    stubApi({ reviews: [reviewFixture()] });
    const cardLinks = vi.fn((review: { id: number }, listQuery: string) => ({
      href: `/reviews/${review.id}${listQuery}`,
    }));
    renderList({ cardLinks });
    const link = await screen.findByRole('link', { name: 'Open review' });
    expect(link.getAttribute('href')).toBe('/reviews/7?dateDescriptor=thirtyDays&rating=5');
    expect(cardLinks).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), '?dateDescriptor=thirtyDays&rating=5');
  });
});

describe('ReviewListSection bulk selection (spec 000 §4)', () => {
  it('shows the header checkbox empty, indeterminate or checked as rows are selected and deselected', async () => {
    stubApi({ reviews: threeReviews() });
    renderList({ inbox: EVERY_ACTION });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select review by Avery K.' }));
    expect(headerState()).toBe('indeterminate');
    expect(screen.getByText('1 review selected')).toBeTruthy();
    // Select all: every review of the page.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all 3 reviews on this page' }));
    expect(headerState()).toBe('checked');
    for (const author of ['Avery K.', 'Blake L.', 'Casey M.']) {
      expect((screen.getByRole('checkbox', { name: `Select review by ${author}` }) as HTMLInputElement).checked).toBe(
        true,
      );
    }
    // Deselect: all selected, the header clears them.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all 3 reviews on this page' }));
    expect(headerState()).toBe('empty');
    expect(screen.queryByText(/selected$/)).toBeNull();
  });

  it('marks the selection read in one call and clears it', async () => {
    const fetch = stubApi({ reviews: threeReviews() });
    renderList({ inbox: EVERY_ACTION });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select review by Avery K.' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select review by Casey M.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(headerState()).toBe('empty'));
    const call = fetch.mock.calls.find(([url]) => url === '/api/reviews/read');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ review_ids: [7, 9] });
  });

  it('offers only the bulk actions the user may take, and no selection without any', async () => {
    stubApi({ reviews: threeReviews() });
    renderList({ inbox: { canTag: false, canMarkRead: true } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select review by Avery K.' }));
    expect(screen.getByRole('button', { name: 'Mark as read' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tag selected' })).toBeNull();
    cleanup();

    renderList({ inbox: { canTag: true, canMarkRead: false } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select review by Avery K.' }));
    expect(screen.getByRole('button', { name: 'Tag selected' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull();
    cleanup();

    renderList({ inbox: { canTag: false, canMarkRead: false } });
    await screen.findByRole('article', { name: 'Review by Avery K.' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('toolbar', { name: 'Selected reviews' })).toBeNull();
  });

  it('marks unread reviews in words in the inbox only', async () => {
    stubApi({ reviews: threeReviews() });
    renderList({ inbox: EVERY_ACTION });
    const unread = await screen.findByRole('article', { name: 'Review by Avery K.' });
    expect(within(unread).getByText('Unread')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Review by Blake L.' })).queryByText('Unread')).toBeNull();
    cleanup();
    // A parent's list of its children's reviews has no read state of its own, but names each review's account.
    renderList({ scope: 'children' });
    const child = await screen.findByRole('article', { name: 'Review by Avery K.' });
    expect(within(child).queryByText('Unread')).toBeNull();
    expect(within(child).getByText('Northwind Dental')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('ReviewListSection pages', () => {
  const page = (n: number) => screen.getByRole('button', { name: `Page ${n}` });

  it('numbers the pages with the count, and goes to one by number or to the next by cursor', async () => {
    stubApi({ reviews: threeReviews(), total: 110, totalPages: 5 });
    const filters = renderList({ filters: filtersOf({ dateDescriptor: 'thirtyDays', page: '2' }) });
    expect(await screen.findByText('Page 2 of 5')).toBeTruthy();
    expect(screen.getByTestId('reviews-range').textContent).toBe('26–28 of 110 reviews');
    expect(page(2).getAttribute('aria-current')).toBe('page');
    expect(page(1).getAttribute('aria-current')).toBeNull();
    fireEvent.click(page(1));
    expect(filters.change).toHaveBeenLastCalledWith({ before: null, after: null, page: null });
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(filters.change).toHaveBeenLastCalledWith({ before: null, after: 'last', page: '3' });
    fireEvent.click(page(4));
    expect(filters.change).toHaveBeenLastCalledWith({ before: null, after: null, page: '4' });
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(filters.change).toHaveBeenLastCalledWith({ before: null, after: null, page: '5' });
  });

  it('clamps a page past the last to the last page', async () => {
    stubApi({ reviews: [], total: 60, totalPages: 3 });
    const filters = renderList({ filters: filtersOf({ dateDescriptor: 'thirtyDays', page: '9' }) });
    await waitFor(() => expect(filters.change).toHaveBeenCalledWith({ before: null, after: null, page: '3' }));
    expect(page(3).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
  });
});
