import {
  endImpersonation,
  getStaffGrant,
  listStaffAccounts,
  listStaffAccountUsers,
  startImpersonation,
} from '@repute/domain/contracts/impersonation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { authStore, startImpersonation as keepStaffAuth } from '../../shared/auth/auth-store';
import { useAuth } from '../../shared/auth/use-auth';
import { loadSession } from '../../shared/session/session-queries';

/** The query keys of the staff screen, by the staff member's user (decision 0017). */
export const staffKeys = {
  all: (userId: number) => ['staff', userId] as const,
  grant: (userId: number) => [...staffKeys.all(userId), 'grant'] as const,
  accounts: (userId: number, keywords: string) => [...staffKeys.all(userId), 'accounts', keywords] as const,
  users: (userId: number, accountId: number) => [...staffKeys.all(userId), 'users', accountId] as const,
};

/** Whether the signed-in user is one of the operator's staff: the way in is shown only to them. */
export function useStaffGrant() {
  const auth = useAuth();
  const userId = auth?.user_id ?? 0;
  return useQuery({
    queryKey: staffKeys.grant(userId),
    queryFn: () => callEndpoint(getStaffGrant, {}),
    enabled: Boolean(auth) && !auth?.isImpersonated && !auth?.isShadowing,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useStaffAccounts(keywords: string, enabled: boolean) {
  const userId = useAuth()?.user_id ?? 0;
  return useQuery({
    queryKey: staffKeys.accounts(userId, keywords),
    queryFn: () => callEndpoint(listStaffAccounts, { query: { keywords: keywords || undefined } }),
    enabled,
  });
}

export function useStaffAccountUsers(accountId: number | null) {
  const userId = useAuth()?.user_id ?? 0;
  return useQuery({
    queryKey: staffKeys.users(userId, accountId ?? 0),
    queryFn: () => callEndpoint(listStaffAccountUsers, { params: { id: accountId ?? 0 } }),
    enabled: accountId !== null,
  });
}

/** Opens the account as the chosen user; the staff member's own auth is kept to return to. */
export function useStartImpersonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { account_id: number; user_id: number }) => {
      const staff = authStore.get().auth;
      if (!staff) throw new Error('You need to log in first.');
      return { staff, session: await callEndpoint(startImpersonation, { body }) };
    },
    onSuccess: async ({ staff, session }) => {
      keepStaffAuth(staff, session);
      await loadSession(queryClient, session);
    },
  });
}

/** Ends the impersonation on the server; the caller then brings the staff member's own session back. */
export function useEndImpersonation() {
  return useMutation({ mutationFn: () => callEndpoint(endImpersonation, {}) });
}
