import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, logIn } from '../../../shared/auth/auth-store';
import { sessionKeys } from '../../../shared/session/session-queries';
import { adminSession } from '../../../test/admin-session';
import { useAutoSyncNotice } from './use-auto-sync-notice';

const ACCOUNT_ID = 7;

beforeEach(() => {
  logIn(adminSession(ACCOUNT_ID));
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ error: 'Internal Server Error', message: 'Failed' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});

afterEach(() => {
  clearAuth();
  vi.unstubAllGlobals();
});

function EditedLocation() {
  useAutoSyncNotice(3, true);
  return null;
}

describe('useAutoSyncNotice', () => {
  it("says spec 000 §8's 'Unable to load location information' when the location's listing state cannot be read", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(sessionKeys.accountSettings(ACCOUNT_ID), { local_listings: true });
    render(
      <MantineProvider env="test">
        <Notifications />
        <QueryClientProvider client={client}>
          <EditedLocation />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(
      await screen.findByText(/^Unable to load location information at this time\. Please reload or try again later\./),
    ).toBeTruthy();
  });
});
