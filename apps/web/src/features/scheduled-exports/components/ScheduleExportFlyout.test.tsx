import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, logIn } from '../../../shared/auth/auth-store';
import { calendarKeys } from '../../../shared/filters/use-account-calendar';
import { adminSession } from '../../../test/admin-session';
import type { ScheduleExportSubject } from '../schedule-export-form';
import { ScheduleExportFlyout } from './ScheduleExportFlyout';

const ACCOUNT_ID = 7;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const user = (id: number, name: string, email: string) => ({
  id,
  account_id: ACCOUNT_ID,
  profile_name: name,
  email,
  active: true,
});

beforeEach(() => {
  logIn(adminSession(ACCOUNT_ID));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0] ?? '';
      if (path === '/api/groups/4') return json(200, { id: 4, name: 'Seattle Metro' });
      if (path === '/api/locations/12') return json(200, { id: 12, name: 'Northwind Dental - Ballard' });
      if (path === '/api/users') {
        const users = [user(70, 'Ann Admin', 'ann@northwind.example'), user(71, 'Bo Baker', 'bo@northwind.example')];
        return json(200, { _embedded: { users }, _total: 2, _total_pages: 1, _page: 1, _links: {} });
      }
      return json(404, { error: 'Not Found', message: 'Not Found' });
    }),
  );
});

let stopFlushing = () => {};

afterEach(() => {
  stopFlushing();
  clearAuth();
  vi.unstubAllGlobals();
});

const subject: ScheduleExportSubject = {
  exportType: 'reviews',
  dateDescriptor: 'prevMonth',
  filters: { dateDescriptor: 'prevMonth' },
};

/**
 * A browser runs microtasks between two listeners of one key press, so React has re-rendered (the list closed) before
 * a window listener runs; a test's dispatchEvent runs them only at the end. This listener does what the browser does.
 */
function flushBetweenListeners() {
  const flush = () => flushSync(() => undefined);
  document.addEventListener('keydown', flush);
  return () => document.removeEventListener('keydown', flush);
}

function renderFlyout(onClose = vi.fn(), on: ScheduleExportSubject = subject) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(calendarKeys.account(ACCOUNT_ID), { time_zone: 'America/Chicago' });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <ScheduleExportFlyout opened editingId={null} subject={on} onClose={onClose} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onClose;
}

describe('ScheduleExportFlyout', () => {
  it('Escape in the open recipients list closes the list only, a second Escape closes the flyout', async () => {
    const onClose = renderFlyout();
    stopFlushing = flushBetweenListeners();
    const recipients = await screen.findByRole('combobox', { name: /Recipients/ });
    await userEvent.click(recipients);
    expect(await screen.findByRole('option', { name: /Bo Baker/ })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option', { name: /Bo Baker/ })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Schedule Export' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("says the time's zone and the group and location the export keeps", async () => {
    renderFlyout(vi.fn(), { ...subject, filters: { dateDescriptor: 'prevMonth', group_id: 4, location_id: 12 } });
    expect(await screen.findByText('Time zone: Central Time')).toBeTruthy();
    expect(await screen.findByText('Group: Seattle Metro')).toBeTruthy();
    expect(await screen.findByText('Location: Northwind Dental - Ballard')).toBeTruthy();
  });

  it('says All groups and All locations when the report had none chosen', async () => {
    renderFlyout();
    expect(await screen.findByText('Group: All groups')).toBeTruthy();
    expect(screen.getByText('Location: All locations')).toBeTruthy();
  });
});
