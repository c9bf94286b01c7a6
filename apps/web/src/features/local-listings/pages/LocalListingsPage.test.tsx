import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, logIn } from '../../../shared/auth/auth-store';
import { adminSession } from '../../../test/admin-session';
import { listingLocation } from '../../../test/listing-fixtures';
import { LocalListingsPage } from './LocalListingsPage';

const ACCOUNT_ID = 7;
let listFails = false;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ballard = listingLocation(12, 'Ballard');

beforeEach(() => {
  listFails = false;
  logIn(adminSession(ACCOUNT_ID));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0] ?? '';
      if (path === '/api/local_listings/provider') return json(200, { data: { provider: 'internal' } });
      if (path === `/api/local_listings/metrics/${ACCOUNT_ID}/locations`) {
        if (listFails) return json(500, { message: 'Something went wrong' });
        return json(200, { locations: [ballard], paging: { page: 1, per_page: 25, total: 1, total_pages: 1 } });
      }
      return json(200, { directories: [], sync_ratio: null, _embedded: {}, _total: 0, _total_pages: 0 });
    }),
  );
});
afterEach(() => {
  clearAuth();
  vi.unstubAllGlobals();
});

function renderPage(client: QueryClient) {
  return render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <LocalListingsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('LocalListingsPage, fetching the locations (spec 001 §8)', () => {
  it('says the first load failed in place of the table', async () => {
    listFails = true;
    renderPage(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect(await screen.findByText('An error occurred trying to fetch locations')).toBeTruthy();
  });

  it('keeps the table and tells in a toast when a later refresh fails', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderPage(client);
    expect(await screen.findByRole('table', { name: 'Local Listings' })).toBeTruthy();
    listFails = true;
    await client.invalidateQueries({ queryKey: ['local_listings'] });
    expect(await screen.findByText('An error occured trying to fetch locations')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Local Listings' })).toBeTruthy();
  });
});
