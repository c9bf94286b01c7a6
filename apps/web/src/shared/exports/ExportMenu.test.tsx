import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { AuthState } from '@repute/domain';
import { PERMISSIONS_BY_USER_TYPE } from '@repute/domain/permissions';
import { USER_TYPE_ID } from '@repute/domain/user-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, logIn } from '../auth/auth-store';
import { accountKeys } from '../entities/accounts/account-keys';
import { calendarKeys } from '../filters/use-account-calendar';
import { sessionKeys } from '../session/session-queries';
import { ExportMenu } from './ExportMenu';

const ACCOUNT_ID = 7;
const calls: { method: string; url: string; body: unknown }[] = [];
const downloads: { name: string; href: string }[] = [];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function signIn(userTypeId: number, overrides: Partial<AuthState> = {}) {
  logIn({
    account_id: ACCOUNT_ID,
    user_id: 70,
    profile_id: 70,
    email: 'ann@northwind.example',
    token: 'token',
    permissions: PERMISSIONS_BY_USER_TYPE[userTypeId as keyof typeof PERMISSIONS_BY_USER_TYPE],
    account_active: true,
    isParent: false,
    isShadowing: false,
    isImpersonated: false,
    isAccountOwner: true,
    isWhitelabel: false,
    status: 'active',
    user_type_id: userTypeId,
    nonce: '',
    invalidated: false,
    ...overrides,
  });
}

/** The menu on a report, with the account's status and settings already read (no call leaves for them). */
function renderMenu({ status = 'active', settings = {} }: { status?: string; settings?: Record<string, boolean> }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(sessionKeys.accountSettings(ACCOUNT_ID), { async_file_download: true, ...settings });
  client.setQueryData(accountKeys.detail(ACCOUNT_ID), { id: ACCOUNT_ID, name: 'Northwind', status });
  client.setQueryData(calendarKeys.account(ACCOUNT_ID), { time_zone: 'America/New_York' });
  return render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ExportMenu request={{ resource: 'reviews', filters: { rating: 5 } }} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

async function chooseDownloadCsv() {
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Download CSV' }));
}

beforeEach(() => {
  calls.length = 0;
  downloads.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const ready = {
        id: 41,
        status: 'complete',
        status_reason: null,
        file_url: '/api/fetch-export-file/41/file-data',
      };
      if (url === `/api/export_files/${ACCOUNT_ID}`) return json(201, ready);
      if (url.startsWith('/api/fetch-export-file/41/file-data?')) {
        return new Response('\uFEFFRating\r\n5\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
      }
      return json(404, { error: 'Not Found' });
    }),
  );
  // The browser's download machinery, at the edge of what jsdom has.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  clearAuth();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ExportMenu', () => {
  it('offers no Download CSV without the async file download setting', () => {
    signIn(USER_TYPE_ID.admin);
    renderMenu({ settings: { async_file_download: false } });
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it('offers no Download CSV to a user who may not export (Email Only)', () => {
    signIn(USER_TYPE_ID.emailOnly);
    renderMenu({});
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it('shows the upsell when the server refuses the export for the trial rule', async () => {
    signIn(USER_TYPE_ID.admin);
    // The account became a trial after its status was read: the server's 403 trial_export decides.
    vi.mocked(fetch).mockImplementation(async () =>
      json(403, { error: 'Forbidden', message: 'Exports are not available during your trial.', code: 'trial_export' }),
    );
    renderMenu({});
    await chooseDownloadCsv();
    expect(await screen.findByRole('dialog', { name: 'Exports are not part of your trial' })).toBeTruthy();
    expect(screen.queryByText(/An unexpected error occurred while initiating download/)).toBeNull();
  });

  it('downloads the file under the export name and says a link will also come by e-mail', async () => {
    signIn(USER_TYPE_ID.manager);
    renderMenu({});
    await chooseDownloadCsv();
    expect(
      await screen.findByText(
        'Your download has started.  A download link will also be sent to ann@northwind.example.',
        {
          normalizer: (text) => text,
        },
      ),
    ).toBeTruthy();
    expect(downloads).toEqual([
      { name: expect.stringMatching(/^export-\d{4}-\d{2}-\d{2}\.csv$/), href: 'blob:export' },
    ]);
    expect(calls[0]?.body).toEqual({
      resource: 'reviews',
      filters: { rating: 5 },
      file_type: 'csv',
      download_options: {},
      request_type: 'download',
      send_email: true,
    });
  });

  it('sends no e-mail while shadowing another account', async () => {
    signIn(USER_TYPE_ID.admin, { isShadowing: true });
    renderMenu({});
    await chooseDownloadCsv();
    expect(await screen.findByText('Your download has started.')).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ send_email: false });
  });

  it('shows a trial admin the upsell with Upgrade now instead of exporting', async () => {
    signIn(USER_TYPE_ID.admin);
    renderMenu({ status: 'trial' });
    await chooseDownloadCsv();
    const dialog = await screen.findByRole('dialog', { name: 'Exports are not part of your trial' });
    expect(dialog.textContent).toContain('Upgrade now');
    expect(screen.getByRole('link', { name: 'Upgrade now' }).getAttribute('href')).toBe('/settings/billing/edit');
    expect(calls).toEqual([]);
  });

  it('tells other trial users to contact their administrator, without an upgrade button', async () => {
    signIn(USER_TYPE_ID.manager);
    renderMenu({ status: 'trial' });
    await chooseDownloadCsv();
    const dialog = await screen.findByRole('dialog', { name: 'Exports are not part of your trial' });
    expect(dialog.textContent).toContain('Contact your administrator to upgrade the plan.');
    expect(screen.queryByRole('link', { name: 'Upgrade now' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('exports for a trial account with trial_export on', async () => {
    signIn(USER_TYPE_ID.admin);
    renderMenu({ status: 'trial', settings: { trial_export: true } });
    await chooseDownloadCsv();
    await waitFor(() => expect(downloads).toHaveLength(1));
  });
});
