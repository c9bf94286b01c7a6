import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { SCHEDULED_EXPORT_MESSAGES } from '@repute/domain/scheduled-exports';
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

/** An export saved while the account allowed outside recipients. */
const STORED = {
  id: 5,
  account_id: ACCOUNT_ID,
  display_name: 'Reviews',
  date_range_legend: 'previous_month',
  filters: { dateDescriptor: 'prevMonth' },
  recipient_user_ids: [70],
  recipient_emails: ['ann@northwind.example', 'accountant@ledger.example'],
  outside_recipient_emails: ['accountant@ledger.example'],
  email_frequency: 'daily',
  email_subject: 'For the accountant',
  email_body: '',
  scheduled_time: '13:00',
  scheduled_day: 'sunday',
  scheduled_day_of_month: 1,
  export_type: 'reviews',
  resource_id: null,
  last_sent_at: null,
  next_run_at: '2026-12-01T19:00:00.000Z',
  created_at: '2026-11-01T00:00:00.000Z',
  created_by_user_id: 70,
};

/** The account's settings the server answers, and the bodies of the exports it was asked to create. */
let settings: { code: string; value: string }[] = [];
let created: Record<string, unknown>[] = [];

beforeEach(() => {
  logIn(adminSession(ACCOUNT_ID));
  settings = [{ code: 'scheduled_exports', value: 'true' }];
  created = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.split('?')[0] ?? '';
      if (path === '/api/account_settings') {
        return json(200, { _embedded: { account_settings: settings }, _total: settings.length, _links: {} });
      }
      if (path === '/api/scheduled_exports/5') return json(200, STORED);
      if (path === '/api/scheduled_exports' && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        created.push(body);
        return json(201, { id: 1, ...body });
      }
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

function renderFlyout(onClose = vi.fn(), on: ScheduleExportSubject = subject, editingId: number | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(calendarKeys.account(ACCOUNT_ID), { time_zone: 'America/Chicago' });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <ScheduleExportFlyout opened editingId={editingId} subject={on} onClose={onClose} />
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

  it('says a wrong day of month as it is typed, keeps Save disabled, and asks before closing with the edits', {
    timeout: 20_000,
  }, async () => {
    const onClose = renderFlyout();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: 'Name' }));
    await user.tab();
    expect(await screen.findByText(SCHEDULED_EXPORT_MESSAGES.nameRequired)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Monthly');
    expect(screen.queryByText(SCHEDULED_EXPORT_MESSAGES.nameRequired)).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Email Frequency' }));
    await user.click(await screen.findByRole('option', { name: 'Monthly' }));
    const day = screen.getByRole('textbox', { name: 'Day of Month' });
    await user.clear(day);
    await user.type(day, '40');
    expect(await screen.findByText(SCHEDULED_EXPORT_MESSAGES.invalidDayOfMonth)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await user.clear(day);
    await user.type(day, '15');
    expect(screen.queryByText(SCHEDULED_EXPORT_MESSAGES.invalidDayOfMonth)).toBeNull();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  // Typing into the fields takes seconds on a loaded two-core machine.
  describe('recipients outside the account (decision 0129)', { timeout: 20_000 }, () => {
    const OUTSIDE = ['Recipients outside the account', { selector: 'input:not([type="hidden"])' }] as const;
    const outsideField = () => screen.findByLabelText(...OUTSIDE);

    it('are not offered while the account does not allow them', async () => {
      renderFlyout();
      await screen.findByRole('combobox', { name: /Recipients/ });
      expect(await screen.findByText('Time zone: Central Time')).toBeTruthy();
      expect(screen.queryByLabelText(...OUTSIDE)).toBeNull();
    });

    it('are taken beside users once allowed: a bad address stays typed with its error, a user is picked as one', async () => {
      settings.push({ code: 'scheduled_export_outside_recipients', value: 'true' });
      renderFlyout();
      const user = userEvent.setup();
      const field = await outsideField();
      await user.type(field, 'not-an-address{Enter}');
      expect(await screen.findByText(SCHEDULED_EXPORT_MESSAGES.invalidEmail)).toBeTruthy();
      expect((field as HTMLInputElement).value).toBe('not-an-address');
      await user.clear(field);
      await user.type(field, 'Accountant@Ledger.example{Enter}');
      await user.type(field, 'bo@northwind.example{Enter}');
      expect(screen.queryByText(SCHEDULED_EXPORT_MESSAGES.invalidEmail)).toBeNull();

      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'For the accountant');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(created).toHaveLength(1));
      // Bo is one of the account's users: picked as a user, not sent as an outside address.
      expect(created[0]).toMatchObject({
        recipient_user_ids: [71],
        recipient_emails: ['accountant@ledger.example'],
      });
    });

    it("an export's stored outside addresses say they get nothing while the account does not allow them", async () => {
      renderFlyout(vi.fn(), subject, 5);
      expect(await screen.findByText(SCHEDULED_EXPORT_MESSAGES.outsideOff)).toBeTruthy();
      expect(screen.getByText('accountant@ledger.example')).toBeTruthy();
    });
  });
});
