import type { AccountSettingValue, AuthState } from '@repute/domain';
import { accountSettingsMap } from '@repute/domain/account-settings';
import { getAccount, getMyWhitelabel, listAccountSettings } from '@repute/domain/contracts/accounts';
import { getAuth } from '@repute/domain/contracts/auth';
import { getUser } from '@repute/domain/contracts/users';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api/call-endpoint';
import { useAuth } from '../auth/use-auth';
import { accountKeys } from '../entities/accounts/account-keys';
import { userKeys } from '../entities/users/user-keys';

export const ACCOUNT_SETTINGS_PAGE_SIZE = 250;

export type AccountSettings = Record<string, AccountSettingValue>;
type SessionIds = Pick<AuthState, 'account_id' | 'user_id'>;

/** Query keys of the session's own data; its account and user are under accountKeys and userKeys. */
export const sessionKeys = {
  auth: (token: string) => ['auth', token] as const,
  accountSettings: (accountId: number) => ['account_settings', accountId] as const,
  whitelabel: (accountId: number) => ['mywhitelabel', accountId] as const,
};

export const sessionQueries = {
  /** GET /auth: the auth state of the current credentials, to catch up with changes made elsewhere. */
  auth: (token: string) =>
    queryOptions({
      queryKey: sessionKeys.auth(token),
      queryFn: () => callEndpoint(getAuth),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
  account: ({ account_id }: SessionIds) =>
    queryOptions({
      queryKey: accountKeys.detail(account_id),
      queryFn: () => callEndpoint(getAccount, { params: { id: account_id } }),
    }),
  user: ({ user_id }: SessionIds) =>
    queryOptions({
      queryKey: userKeys.detail(user_id),
      queryFn: () => callEndpoint(getUser, { params: { id: user_id } }),
    }),
  accountSettings: ({ account_id }: SessionIds) =>
    queryOptions({
      queryKey: sessionKeys.accountSettings(account_id),
      queryFn: async (): Promise<AccountSettings> => {
        const list = await callEndpoint(listAccountSettings, {
          query: { account_id, per_page: ACCOUNT_SETTINGS_PAGE_SIZE },
        });
        return accountSettingsMap(list._embedded.account_settings);
      },
    }),
  whitelabel: ({ account_id }: SessionIds) =>
    queryOptions({
      queryKey: sessionKeys.whitelabel(account_id),
      queryFn: () => callEndpoint(getMyWhitelabel),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/**
 * Spec 000 §4: after login the account, user and account settings load, then the white-label settings.
 * Failures are not thrown here: the screens that use the data show them.
 */
export async function loadSession(queryClient: QueryClient, auth: AuthState): Promise<void> {
  // The auth state itself is as fresh as it gets: no GET /auth needed for this session.
  queryClient.setQueryData(sessionKeys.auth(auth.token), auth);
  await Promise.all([
    queryClient.prefetchQuery(sessionQueries.account(auth)),
    queryClient.prefetchQuery(sessionQueries.user(auth)),
    queryClient.prefetchQuery(sessionQueries.accountSettings(auth)),
  ]);
  await queryClient.prefetchQuery(sessionQueries.whitelabel(auth));
}

const NO_SESSION: SessionIds = { account_id: 0, user_id: 0 };

export function useAccount() {
  const auth = useAuth();
  return useQuery({ ...sessionQueries.account(auth ?? NO_SESSION), enabled: Boolean(auth) });
}

export function useCurrentUser(options: { fresh?: boolean } = {}) {
  const auth = useAuth();
  return useQuery({
    ...sessionQueries.user(auth ?? NO_SESSION),
    enabled: Boolean(auth),
    refetchOnMount: options.fresh ? 'always' : true,
  });
}

export function useAccountSettings() {
  const auth = useAuth();
  return useQuery({ ...sessionQueries.accountSettings(auth ?? NO_SESSION), enabled: Boolean(auth) });
}

export function useWhitelabel() {
  const auth = useAuth();
  return useQuery({ ...sessionQueries.whitelabel(auth ?? NO_SESSION), enabled: Boolean(auth) });
}
