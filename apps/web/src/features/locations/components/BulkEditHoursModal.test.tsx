import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { WeekHours } from '@repute/domain';
import { WEEK_DAYS } from '@repute/domain/hours';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, logIn } from '../../../shared/auth/auth-store';
import { adminSession } from '../../../test/admin-session';
import { BulkEditHoursModal } from './BulkEditHoursModal';

const ACCOUNT_ID = 7;
const closed = { open: false, is_24_hours: false, hours: [] };
const nineToFive = { open: true, is_24_hours: false, hours: [{ open_time: '09:00', close_time: '17:00' }] };
const weekdays = (): WeekHours =>
  Object.fromEntries(
    WEEK_DAYS.map((day) => [day, day === 'saturday' || day === 'sunday' ? closed : nineToFive]),
  ) as WeekHours;

let hoursById: Record<number, WeekHours | null> = {};

beforeEach(() => {
  logIn(adminSession(ACCOUNT_ID));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const id = Number(/^\/api\/locations\/(\d+)/.exec(url)?.[1]);
      const body = { id, account_id: ACCOUNT_ID, name: `Location ${id}`, hours: hoursById[id] ?? null };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  clearAuth();
  vi.unstubAllGlobals();
});

function renderModal(locationIds: number[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <BulkEditHoursModal locationIds={locationIds} opened onClose={() => undefined} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('BulkEditHoursModal', () => {
  it("starts from the selected locations' hours when they share them", async () => {
    hoursById = { 1: weekdays(), 2: weekdays() };
    renderModal([1, 2]);
    expect(await screen.findByLabelText('Monday open time')).toBeTruthy();
    expect(value('Monday open time')).toBe('9:00 AM');
    expect(value('Friday close time')).toBe('5:00 PM');
    expect((screen.getByLabelText('Sunday closed') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/have different hours/)).toBeNull();
  });

  it('says so when the hours differ and starts closed every day; Copy to all days copies a day to the week', async () => {
    hoursById = { 1: weekdays(), 2: null };
    renderModal([1, 2]);
    expect(await screen.findByText(/The selected locations have different hours/)).toBeTruthy();
    const monday = screen.getByLabelText('Monday closed') as HTMLInputElement;
    expect(monday.checked).toBe(true);
    await userEvent.click(monday);
    await userEvent.type(screen.getByLabelText('Monday open time'), '8:00 AM');
    await userEvent.click(screen.getByRole('button', { name: 'Copy Monday to all days' }));
    for (const day of ['Tuesday', 'Sunday']) {
      expect((screen.getByLabelText(`${day} closed`) as HTMLInputElement).checked).toBe(false);
      expect(value(`${day} open time`)).toBe('8:00 AM');
    }
  });
});
