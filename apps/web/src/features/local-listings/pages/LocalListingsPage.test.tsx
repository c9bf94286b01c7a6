import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, logIn } from '../../../shared/auth/auth-store';
import { adminSession } from '../../../test/admin-session';
import { listingLocation } from '../../../test/listing-fixtures';
import { LocalListingsPage } from './LocalListingsPage';

const ACCOUNT_ID = 7;
let listFails = false;
let settings: Record<string, string> = {};
const listQueries: URLSearchParams[] = [];
const published: unknown[] = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ballard = listingLocation(12, 'Ballard');
const fremont = listingLocation(13, 'Fremont');

beforeEach(() => {
  listFails = false;
  settings = { listing_publishing: 'true', auto_sync: 'true' };
  listQueries.length = 0;
  published.length = 0;
  logIn(adminSession(ACCOUNT_ID));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0] ?? '';
      if (path === '/api/local_listings/provider') return json(200, { data: { provider: 'internal' } });
      if (path === '/api/account_settings') {
        const pairs = Object.entries(settings).map(([code, value]) => ({ code, value }));
        return json(200, { _embedded: { account_settings: pairs }, _total: pairs.length, _total_pages: 1 });
      }
      if (path === '/api/feature_requests') {
        published.push({ path, ...JSON.parse(String(init?.body)) });
        return json(201, { id: 1 });
      }
      if (path === '/api/local_listings/publish' || path === '/api/local_listings/unpublish') {
        published.push({ path, ...JSON.parse(String(init?.body)) });
        return json(200, { location_ids: [], status: 'published', message: 'Auto Sync enabled for this location' });
      }
      if (path === `/api/local_listings/metrics/${ACCOUNT_ID}/locations`) {
        listQueries.push(new URL(url, 'http://localhost').searchParams);
        if (listFails) return json(500, { message: 'Something went wrong' });
        return json(200, {
          locations: [ballard, fremont],
          paging: { page: 1, per_page: 25, total: 2, total_pages: 1 },
        });
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

describe('LocalListingsPage, Auto Sync not purchased (spec 001 §4, §6)', () => {
  it('disables every toggle and Publish, and says to contact the account manager', async () => {
    settings = { listing_publishing: 'true', auto_sync: 'false' };
    renderPage(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const toggle = await screen.findByRole('switch', { name: 'Auto Sync for Ballard' });
    await vi.waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(true));
    expect(screen.getByText('Contact your account manager to purchase Auto Sync.')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Ballard' }));
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers Publish without the notice when it is purchased', async () => {
    renderPage(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Ballard' }));
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Contact your account manager to purchase Auto Sync.')).toBeNull();
  });
});

describe('LocalListingsPage, the internal table', () => {
  it('sorts by a header: the list is asked again in that order', async () => {
    renderPage(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sort by Name' }));
    await vi.waitFor(() => expect(listQueries.at(-1)?.get('sort[by]')).toBe('name'));
    expect(listQueries.at(-1)?.get('sort[order]')).toBe('asc');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('says a bulk Publish of one location in the spec’s words, and how many of several', async () => {
    renderPage(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Ballard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Auto Sync enabled for this location')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all locations' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Auto Sync disabled for 2 locations')).toBeTruthy();
    expect(published).toEqual([
      { path: '/api/local_listings/publish', account_id: ACCOUNT_ID, location_ids: [12] },
      { path: '/api/local_listings/unpublish', account_id: ACCOUNT_ID, location_ids: [12, 13] },
    ]);
  });
});

describe('LocalListingsPage, the preview screen (spec 001 §4 Access request)', () => {
  it("asks for 'Local Listing' with 'Request Access' and says 'Request sent!'", async () => {
    logIn({ ...adminSession(ACCOUNT_ID), permissions: { local_listing: ['preview'] } });
    renderPage(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Request Access' }));
    expect((await screen.findByRole('status')).textContent).toBe('Request sent!');
    expect(published).toEqual([
      { path: '/api/feature_requests', type: 'feature_request', feature_name: 'Local Listing' },
    ]);
  });
});
