import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, logIn } from '../../../shared/auth/auth-store';
import { calendarKeys } from '../../../shared/filters/use-account-calendar';
import { adminSession } from '../../../test/admin-session';
import { ReviewSourcesTab } from './ReviewSourcesTab';

const ACCOUNT_ID = 7;
const FETCH_SOURCES = 'Unable to fetch sources at this time. Please reload or try again later.';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  logIn(adminSession(ACCOUNT_ID));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0] ?? '';
      if (path === '/api/urls') return json(200, { _embedded: { urls: [] }, _total: 0, _total_pages: 0, _page: 1 });
      if (path === '/api/sources') return json(500, { error: 'Internal Server Error', message: 'Failed' });
      return json(404, { error: 'Not Found', message: 'Not Found' });
    }),
  );
});

afterEach(() => {
  clearAuth();
  vi.unstubAllGlobals();
});

describe('ReviewSourcesTab', () => {
  it("says spec 000 §8's 'Unable to fetch sources' when the sources cannot be loaded, and offers no Add", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(calendarKeys.account(ACCOUNT_ID), { time_zone: 'America/New_York' });
    render(
      <MantineProvider env="test">
        <Notifications />
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <ReviewSourcesTab locationId={3} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    // Once as the alert toast, once where the Add button would lead.
    expect(await screen.findAllByText(new RegExp(`^${FETCH_SOURCES.replace(/\./g, '\\.')}`))).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add Review Source' }).hasAttribute('disabled')).toBe(true);
  });
});
