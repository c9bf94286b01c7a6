import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { clearAuth, logIn } from '../../../shared/auth/auth-store';
import { adminSession } from '../../../test/admin-session';
import { AddLocationButton } from './AddLocationButton';

const ACCOUNT_ID = 7;
/** The account settings' answer waits for this: the time before the app knows additions are prevented. */
let settingsAnswered: () => void = () => {};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  const settingsHeld = new Promise<void>((resolve) => {
    settingsAnswered = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0] ?? '';
      if (path === '/api/account_settings') {
        await settingsHeld;
        return json(200, {
          _embedded: { account_settings: [{ code: 'prevent_location_additions', value: 'true' }] },
          _total: 1,
        });
      }
      if (path === `/api/billing/${ACCOUNT_ID}/location_preview`) return json(200, { trial_location_limit: null });
      return json(404, { message: 'Not found' });
    }),
  );
});
afterEach(() => {
  clearAuth();
  vi.unstubAllGlobals();
});

it('waits for the account settings before it acts, then tells a prevented account why instead of opening the form', async () => {
  logIn(adminSession(ACCOUNT_ID));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/settings/locations']}>
          <Routes>
            <Route path="/settings/locations" element={<AddLocationButton />} />
            <Route path="/settings/locations/new" element={<p>The new location form</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  const button = screen.getByRole('button', { name: 'Add Location' });
  expect((button as HTMLButtonElement).disabled).toBe(true);
  settingsAnswered();
  await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Unable to Add Location' });
  expect(dialog.textContent).toContain('Locations cannot be added to this account. Please contact support.');
  expect(screen.queryByText('The new location form')).toBeNull();
});
