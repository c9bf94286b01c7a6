import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, logIn } from '../../../shared/auth/auth-store';
import { adminSession } from '../../../test/admin-session';
import { SyncFromGoogleModal } from './SyncFromGoogleModal';

const LOCATION_ID = 12;
let answer: { status: number; body: unknown };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  logIn(adminSession(7));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(answer.status, answer.body)),
  );
});
afterEach(() => {
  clearAuth();
  vi.unstubAllGlobals();
});

function renderModal() {
  return render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SyncFromGoogleModal locationId={LOCATION_ID} opened onClose={() => {}} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('Sync From Google, loading the location diff (spec 000 §8, spec 001 §8)', () => {
  it('tells in a loader toast when the diff cannot be loaded', async () => {
    answer = { status: 500, body: { message: 'Something went wrong' } };
    renderModal();
    expect(
      await screen.findByText(/^Unable to load location diff at this time\. Please reload or try again later\./),
    ).toBeTruthy();
    expect(screen.getByText('An occured error fetching location info diff')).toBeTruthy();
  });

  it('shows why there is nothing to compare (a 422) without the loader toast', async () => {
    answer = { status: 422, body: { message: 'This location has no Google Place ID to sync from.' } };
    renderModal();
    expect(await screen.findByText('This location has no Google Place ID to sync from.')).toBeTruthy();
    expect(screen.queryByText(/^Unable to load location diff at this time/)).toBeNull();
  });
});
