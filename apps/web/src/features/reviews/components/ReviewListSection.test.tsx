import { MantineProvider } from '@mantine/core';
import { todayIn } from '@repute/domain/calendar-dates';
import { DEFAULT_TIME_ZONE } from '@repute/domain/date-descriptors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFilterState } from '../../../shared/filters/filter-state';
import type { FiltersApi } from '../../../shared/filters/use-filters';
import { reviewFixture } from '../responding/response-fixtures';
import { ReviewListSection } from './ReviewListSection';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.startsWith('/api/reviews?')
        ? { _embedded: { reviews: [reviewFixture()] }, _total: 1, _total_pages: 1, _page: 1, _cursors: {} }
        : { error: 'Not Found' };
      return new Response(JSON.stringify(body), {
        status: url.startsWith('/api/reviews?') ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The filters of /reviews as the list reads them the moment it appears: the URL has no range yet. */
function filtersWithoutUrlRange(): FiltersApi {
  const today = todayIn(DEFAULT_TIME_ZONE);
  const params = { rating: '5' };
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

describe('ReviewListSection', () => {
  it("gives the cards' links the query of the filters it listed, default range included", async () => {
    const cardLinks = vi.fn((review: { id: number }, listQuery: string) => ({
      href: `/reviews/${review.id}${listQuery}`,
    }));
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter initialEntries={['/reviews?rating=5']}>
            <ReviewListSection
              filters={filtersWithoutUrlRange()}
              scope={1}
              empty={{ title: 'None', text: 'None' }}
              cardLinks={cardLinks}
            />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Open review' });
    expect(link.getAttribute('href')).toBe('/reviews/7?dateDescriptor=thirtyDays&rating=5');
    expect(cardLinks).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), '?dateDescriptor=thirtyDays&rating=5');
  });
});
