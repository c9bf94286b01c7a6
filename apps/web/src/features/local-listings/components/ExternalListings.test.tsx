import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, logIn } from '../../../shared/auth/auth-store';
import { adminSession } from '../../../test/admin-session';
import { listingLocation } from '../../../test/listing-fixtures';
import { LocalListingsPage } from '../pages/LocalListingsPage';

const ACCOUNT_ID = 7;
let provider = 'yext';
let rows = [
  listingLocation(12, 'Ballard', {
    public_name: 'Northwind Dental',
    address: '5300 Ballard Ave NW',
    city: 'Seattle',
    state_code: 'WA',
    zipcode: '98107',
    pct_valid_top_directories: 60,
    last_published_at: '2026-03-04T10:00:00.000Z',
    status: 'not_in_sync',
  }),
];
const listQueries: URLSearchParams[] = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  provider = 'yext';
  listQueries.length = 0;
  logIn(adminSession(ACCOUNT_ID));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const [path, query] = url.split('?');
      if (path === '/api/local_listings/provider') return json(200, { data: { provider } });
      if (path === `/api/local_listings/metrics/${ACCOUNT_ID}/locations`) {
        listQueries.push(new URLSearchParams(query));
        return json(200, { locations: rows, paging: { page: 1, per_page: 25, total: rows.length, total_pages: 1 } });
      }
      return json(200, { directories: [], sync_ratio: null, _embedded: {}, _total: 0, _total_pages: 0 });
    }),
  );
});
afterEach(() => {
  clearAuth();
  vi.unstubAllGlobals();
});

function renderPage() {
  return render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <LocalListingsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the external Local Listings view (spec 001 §2, decision 0105)', () => {
  it("shows an outside provider's listings with the spec's columns, sorted by name first, the name linking to the detail", async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Local Listings' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Address', 'Top Directories', 'Last Published', 'Status']);
    const row = within(table).getByTestId('listing-12');
    expect(within(row).getByRole('link', { name: 'Ballard' }).getAttribute('href')).toBe(
      '/settings/locations/12/details?fromLL=true',
    );
    expect(row.textContent).toContain('5300 Ballard Ave NW, Seattle, WA 98107');
    expect(row.textContent).toContain('60%');
    expect(row.textContent).toContain('3/4/2026');
    expect(row.textContent).toContain('Out of Sync');
    // No Auto Sync and no publishing: the provider publishes.
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByText('Auto Sync')).toBeNull();
    expect(listQueries[0]?.get('sort[by]')).toBe('name');
    expect(listQueries[0]?.get('sort[order]')).toBe('asc');

    fireEvent.click(screen.getByRole('button', { name: 'Sort by Last Published' }));
    await vi.waitFor(() => expect(listQueries.at(-1)?.get('sort[by]')).toBe('last_published_at'));
  });

  it("says when no location is set up, linking to the locations' Local Listings walkthrough", async () => {
    rows = [];
    renderPage();
    expect(await screen.findByText('The locations selected are not set up for Local Listings')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Adjust the filters or set up locations with Local Listings' })
        .getAttribute('href'),
    ).toBe('/settings/locations?local_listing_walkthrough=true');
  });
});
