import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { logIn } from '../../../shared/auth/auth-store';
import { adminSession } from '../../../test/admin-session';

export const ACCOUNT_ID = 7;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Signed in as an admin of account 7, rendered with the providers the compose screen has. */
export function renderSignedIn(ui: ReactNode) {
  logIn(adminSession(ACCOUNT_ID));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}
