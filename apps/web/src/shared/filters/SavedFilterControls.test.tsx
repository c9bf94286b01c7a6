import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSession } from '../../test/admin-session';
import { clearAuth, logIn } from '../auth/auth-store';
import { SavedFilterControls } from './SavedFilterControls';
import { calendarKeys } from './use-account-calendar';
import { useFilters } from './use-filters';

const ACCOUNT_ID = 7;
const calls: { verb: string; path: string }[] = [];
let saved: { id: number; name: string }[] = [];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const preference = (item: { id: number; name: string }) => ({
  ...item,
  account_id: ACCOUNT_ID,
  user_id: 70,
  preference_type: 'saved_filter',
  config: { dateDescriptor: 'ytd' },
});

beforeEach(() => {
  calls.length = 0;
  saved = [{ id: 9, name: 'Unhappy' }];
  logIn(adminSession(ACCOUNT_ID));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const verb = new Headers(init.headers).get('x-http-method-override') ?? init.method ?? 'GET';
      const path = url.split('?')[0] ?? '';
      calls.push({ verb, path });
      if (path === '/api/user_preferences' && verb === 'GET') {
        const items = saved.map(preference);
        return json(200, {
          _embedded: { user_preferences: items },
          _total: items.length,
          _total_pages: 1,
          _page: 1,
          _links: {},
        });
      }
      const one = /^\/api\/user_preferences\/(\d+)$/.exec(path);
      const found = saved.find((item) => item.id === Number(one?.[1]));
      if (one && found && verb === 'DELETE') {
        saved = saved.filter((item) => item !== found);
        return json(200, preference(found));
      }
      if (one && found && verb === 'GET') return json(200, preference(found));
      return json(404, { error: 'Not Found', message: 'Not Found' });
    }),
  );
});

afterEach(() => {
  clearAuth();
  vi.unstubAllGlobals();
});

function Bar() {
  const filters = useFilters({ area: 'dashboard' });
  const location = useLocation();
  return (
    <>
      <SavedFilterControls filters={filters} />
      <output aria-label="url">{location.search}</output>
    </>
  );
}

function renderBar(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(calendarKeys.account(ACCOUNT_ID), { time_zone: 'America/New_York' });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Bar />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('SavedFilterControls', () => {
  it('deleting the selected saved filter says it is deleted and never looks the deleted filter up', async () => {
    renderBar('/dashboard?dateDescriptor=ytd&savedFilterId=9');
    const remove = screen.getByRole('button', { name: 'Delete saved filter' });
    await waitFor(() => expect(remove.hasAttribute('disabled')).toBe(false));
    await userEvent.click(remove);
    expect(await screen.findByText('Filter deleted')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('url').textContent).not.toContain('savedFilterId'));
    const deletedAt = calls.findIndex((call) => call.verb === 'DELETE');
    const afterDelete = calls.slice(deletedAt + 1);
    // The list is asked again (the deleted filter is gone from it), the deleted one itself never is.
    await waitFor(() => expect(afterDelete.some((call) => call.path === '/api/user_preferences')).toBe(true));
    expect(afterDelete.filter((call) => call.path === '/api/user_preferences/9')).toEqual([]);
    expect(screen.queryByText(/Error fetching Saved Filters/)).toBeNull();
  });
});
