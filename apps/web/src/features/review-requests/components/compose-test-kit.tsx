import { MantineProvider } from '@mantine/core';
import { PERMISSIONS_BY_USER_TYPE } from '@repute/domain/permissions';
import { USER_TYPE_ID } from '@repute/domain/user-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { logIn } from '../../../shared/auth/auth-store';

export const ACCOUNT_ID = 7;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Signed in as an admin of account 7, rendered with the providers the compose screen has. */
export function renderSignedIn(ui: ReactNode) {
  logIn({
    account_id: ACCOUNT_ID,
    user_id: 70,
    profile_id: 70,
    email: 'ann@northwind.example',
    token: 'token',
    permissions: PERMISSIONS_BY_USER_TYPE[USER_TYPE_ID.admin],
    account_active: true,
    isParent: false,
    isShadowing: false,
    isImpersonated: false,
    isAccountOwner: true,
    isWhitelabel: false,
    status: 'active',
    user_type_id: USER_TYPE_ID.admin,
    nonce: '',
    invalidated: false,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}
