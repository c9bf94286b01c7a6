import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { PERMISSIONS_BY_USER_TYPE } from '@repute/domain/permissions';
import { USER_TYPE_ID } from '@repute/domain/user-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, logIn } from '../../../shared/auth/auth-store';
import { calendarKeys } from '../../../shared/filters/use-account-calendar';
import { adminSession } from '../../../test/admin-session';
import { ScheduledExportsPage } from './ScheduledExportsPage';

const ACCOUNT_ID = 7;
const calls: { method: string; url: string }[] = [];
let listed: Record<string, unknown>[] = [];
/** Ids whose DELETE the server refuses. */
let refused = new Set<number>();
/** The account's settings as the server holds them, and the bodies of PUT /scheduled_export_settings. */
let settings: Record<string, string> = {};
let settingChanges: unknown[] = [];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const scheduled = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  account_id: ACCOUNT_ID,
  display_name: 'Reviews',
  date_range_legend: 'previous_month',
  filters: { rating: 1 },
  recipient_user_ids: [70],
  recipient_emails: ['ann@northwind.example'],
  email_frequency: 'weekly',
  email_subject: `Export ${id}`,
  email_body: '',
  scheduled_time: '09:30',
  scheduled_day: 'monday',
  scheduled_day_of_month: 1,
  export_type: 'reviews',
  resource_id: null,
  last_sent_at: null,
  next_run_at: '2026-11-30T14:30:00.000Z',
  created_at: '2026-11-01T00:00:00.000Z',
  created_by_user_id: 70,
  ...overrides,
});

beforeEach(() => {
  calls.length = 0;
  refused = new Set();
  settings = { scheduled_exports: 'true', scheduled_export_outside_recipients: 'false' };
  settingChanges = [];
  listed = [scheduled(1), scheduled(2, { display_name: 'Group Performance', export_type: 'metric_groups' })];
  logIn({
    account_id: ACCOUNT_ID,
    user_id: 70,
    profile_id: 70,
    email: 'ann@northwind.example',
    token: 'token',
    permissions: PERMISSIONS_BY_USER_TYPE[USER_TYPE_ID.user],
    account_active: true,
    isParent: false,
    isShadowing: false,
    isImpersonated: false,
    isAccountOwner: false,
    isWhitelabel: false,
    status: 'active',
    user_type_id: USER_TYPE_ID.user,
    nonce: '',
    invalidated: false,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const override = new Headers(init.headers).get('x-http-method-override');
      const verb = override ?? method;
      calls.push({ method: verb, url });
      const path = url.split('?')[0] ?? '';
      if (path === '/api/scheduled_exports' && verb === 'GET') {
        return json(200, {
          _embedded: { scheduled_exports: listed },
          _total: listed.length,
          _total_pages: 1,
          _page: 1,
          _links: {},
        });
      }
      if (path === '/api/account_settings') {
        const pairs = Object.entries(settings).map(([code, value]) => ({ code, value }));
        return json(200, { _embedded: { account_settings: pairs }, _total: pairs.length, _links: {} });
      }
      if (path === '/api/scheduled_export_settings' && verb === 'PUT') {
        const body = JSON.parse(String(init.body)) as { outside_recipients: boolean };
        settingChanges.push(body);
        settings.scheduled_export_outside_recipients = String(body.outside_recipients);
        return json(200, { outside_recipients: body.outside_recipients });
      }
      const deleted = /^\/api\/scheduled_exports\/(\d+)$/.exec(path);
      if (deleted && verb === 'DELETE') {
        const id = Number(deleted[1]);
        if (refused.has(id)) return json(500, { error: 'Internal', message: 'Failed' });
        listed = listed.filter((item) => item.id !== id);
        return json(200, scheduled(id));
      }
      return json(404, { error: 'Not Found' });
    }),
  );
});

afterEach(() => {
  clearAuth();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderPage(path = '/settings/scheduled-exports/manage') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(calendarKeys.account(ACCOUNT_ID), { time_zone: 'America/New_York' });
  return render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/settings/scheduled-exports/manage" element={<ScheduledExportsPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

// Each test renders the page and clicks through it; on a loaded two-core machine 5 s is not always enough.
describe('ScheduledExportsPage', { timeout: 20_000 }, () => {
  it('lists the exports in their columns, each linking to its report with flyout_edit', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Scheduled Exports' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(1)).toEqual(['Name', 'Type', 'Email Frequency', 'Scheduled Time', 'Last Sent']);
    const link = within(table).getByRole('link', { name: 'Export 1' });
    expect(link.getAttribute('href')).toBe('/reviews?dateDescriptor=prevMonth&rating=1&flyout_edit=true&export_id=1');
    expect(within(table).getAllByText('Weekly on Monday')).toHaveLength(2);
    // The time is the account's, and says which zone it is in.
    expect(within(table).getAllByText('09:30 Eastern Time')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to Account & Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('sorts by type (display_name) on the server', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Sort by Type' }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.url.includes('sort%5Bby%5D=display_name') || call.url.includes('sort[by]=display_name'),
        ),
      ).toBe(true),
    );
  });

  it("says 'No Scheduled Exports' when there are none, and goes back to the page fromPage names", async () => {
    listed = [];
    renderPage('/settings/scheduled-exports/manage?fromPage=locationPerformance');
    expect(await screen.findByText('No Scheduled Exports')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Location Performance' }).getAttribute('href')).toBe(
      '/dashboard/locations',
    );
  });

  it("deletes the selected exports: '2 Scheduled Exports deleted'", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all scheduled exports on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 Scheduled Exports deleted')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
    expect(await screen.findByText('No Scheduled Exports')).toBeTruthy();
  });

  it("says 'Scheduled Export deleted' for one, and 'Some Scheduled Exports were not deleted' when some fail", async () => {
    const first = renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Export 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Scheduled Export deleted')).toBeTruthy();
    first.unmount();

    listed = [scheduled(3), scheduled(4)];
    refused = new Set([4]);
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all scheduled exports on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Some Scheduled Exports were not deleted')).toBeTruthy();
  });

  it('offers an admin the switch for recipients outside the account, and no one else', async () => {
    const asUser = renderPage();
    await screen.findByRole('table', { name: 'Scheduled Exports' });
    expect(screen.queryByRole('switch', { name: /^Send to addresses outside this account/ })).toBeNull();
    asUser.unmount();

    logIn(adminSession(ACCOUNT_ID));
    renderPage();
    await screen.findByRole('table', { name: 'Scheduled Exports' });
    const toggle = await screen.findByRole('switch', { name: /^Send to addresses outside this account/ });
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    await userEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(settingChanges).toEqual([{ account_id: ACCOUNT_ID, outside_recipients: true }]);
    expect(await screen.findByText('Exports can go outside the account')).toBeTruthy();
  });
});
