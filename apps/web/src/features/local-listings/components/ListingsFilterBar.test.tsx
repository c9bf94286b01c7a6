import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
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
        return json(200, {
          directories: [
            { id: 1, directory_name: 'Google', directory_code: 'google_maps', in_sync: 3, total: 4 },
            { id: 2, directory_name: 'Facebook', directory_code: 'facebook', in_sync: 2, total: 4 },
          ],
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

function renderBar() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ListingsFilterBar />
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
    await user.click(screen.getByRole('combobox', { name: 'Directory' }));
    expect(await screen.findByRole('option', { name: 'Facebook' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Yelp' })).toBeNull();
  });

  it("says 'Error Fetching Sources' when the directories cannot be read", async () => {
    overviewFails = true;
    renderBar();
    expect(await screen.findByText('Error Fetching Sources')).toBeTruthy();
  });
});
