import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, logIn } from '../../../shared/auth/auth-store';
import { adminSession } from '../../../test/admin-session';
import { ListingsFilterBar } from './ListingsFilterBar';

const ACCOUNT_ID = 7;
let overviewFails = false;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  overviewFails = false;
  logIn(adminSession(ACCOUNT_ID));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0] ?? '';
      if (path === `/api/local_listings/metrics/${ACCOUNT_ID}/overview`) {
        if (overviewFails) return json(500, { message: 'Something went wrong' });
        // As the API does: a directories filter leaves only those directories.
        const chosen = new URL(url, 'http://localhost').searchParams.get('directories')?.split(',');
        const directories = [
          { id: 1, directory_name: 'Google', directory_code: 'google_maps', in_sync: 3, total: 4 },
          { id: 2, directory_name: 'Facebook', directory_code: 'facebook', in_sync: 2, total: 4 },
        ];
        return json(200, {
          directories: directories.filter((entry) => !chosen || chosen.includes(entry.directory_code)),
          sync_ratio: 0.6,
        });
      }
      return json(200, { _embedded: {}, _total: 0, _total_pages: 0 });
    }),
  );
});
afterEach(() => {
  clearAuth();
  vi.unstubAllGlobals();
});

/** The page's query params as the bar left them. */
function ShownParams() {
  return <output data-testid="params">{useLocation().search}</output>;
}
/** A multi-select's typing field (the first element its label names; the second holds the values for a form). */
const filterInput = (label: string) => screen.getAllByLabelText(label)[0] as HTMLElement;
const shownParams = () => new URLSearchParams(screen.getByTestId('params').textContent ?? '');

function renderBar(search = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/dashboard/local_listings${search}`]}>
          <ListingsFilterBar />
          <ShownParams />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('ListingsFilterBar, the directory filter (spec 001 §7 overview, §8)', () => {
  it("offers the account's directories from the overview call", async () => {
    renderBar();
    const user = userEvent.setup();
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await user.click(filterInput('Directory'));
    expect(await screen.findByRole('option', { name: 'Facebook' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Yelp' })).toBeNull();
  });

  it("sends the page's group, location, status and directory filters to the overview, and keeps every choice", async () => {
    renderBar('?group_id=3&location_ids=12&statuses=in_sync');
    const user = userEvent.setup();
    const overviewQuery = () => {
      const calls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
      const last = calls.filter((url) => url.includes('/overview')).at(-1) ?? '';
      return new URL(last, 'http://localhost').searchParams;
    };
    await vi.waitFor(() => expect(overviewQuery().get('group_id')).toBe('3'));
    expect(overviewQuery().get('location_ids')).toBe('12');
    expect(overviewQuery().get('statuses')).toBe('in_sync');
    await user.click(filterInput('Directory'));
    await user.click(await screen.findByRole('option', { name: 'Google' }));
    await vi.waitFor(() => expect(overviewQuery().get('directories')).toBe('google_maps'));
    expect(await screen.findByRole('option', { name: 'Facebook' })).toBeTruthy();
  });

  it("says 'Error Fetching Sources' when the directories cannot be read", async () => {
    overviewFails = true;
    renderBar();
    expect(await screen.findByText('Error Fetching Sources')).toBeTruthy();
  });
});

describe('ListingsFilterBar, several values (spec 001 §2: location_ids, directories, statuses)', () => {
  it('lets a user pick several directories and several statuses', async () => {
    renderBar();
    const user = userEvent.setup();
    await user.click(filterInput('Directory'));
    await user.click(await screen.findByRole('option', { name: 'Google' }));
    await user.click(await screen.findByRole('option', { name: 'Facebook' }));
    await vi.waitFor(() => expect(shownParams().get('directories')).toBe('google_maps,facebook'));
    await user.click(filterInput('Status'));
    await user.click(await screen.findByRole('option', { name: 'In Sync' }));
    await user.click(await screen.findByRole('option', { name: 'Out of Sync' }));
    await vi.waitFor(() => expect(shownParams().get('statuses')).toBe('in_sync,not_in_sync'));
  });
});
