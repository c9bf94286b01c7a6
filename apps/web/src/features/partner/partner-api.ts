import type { Account, AuthState } from '@repute/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';
import { resourceApi } from '../../shared/api/resource-api';
import { authStore, startShadow } from '../../shared/auth/auth-store';
import { useAuth } from '../../shared/auth/use-auth';
import { loadSession } from '../../shared/session/session-queries';

export const CHILD_ACCOUNTS_PAGE_SIZE = 25;

const accounts = resourceApi<'accounts', Account>(api, '/accounts');

export const partnerKeys = {
  children: (parentId: number, page: number) => ['accounts', 'children', parentId, page] as const,
};

export function useChildAccounts(page: number) {
  const auth = useAuth();
  const parentId = auth?.account_id ?? 0;
  return useQuery({
    queryKey: partnerKeys.children(parentId, page),
    queryFn: () => accounts.list({ parent_id: parentId, page, per_page: CHILD_ACCOUNTS_PAGE_SIZE }),
    enabled: Boolean(auth),
    placeholderData: keepPreviousData,
  });
}

/**
 * View a child account: a shadow token made with the parent's own credentials (even when already looking at
 * another child) becomes the current auth; the parent's is kept to return to.
 */
export function useShadowAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (childAccountId: number) => {
      const { auth, parent } = authStore.get();
      const own = parent ?? auth;
      if (!own) throw new Error('You need to log in first.');
      const child = await api.request<AuthState>({
        method: 'POST',
        path: '/shadow_user/tokens',
        body: { child_account_id: childAccountId },
        credentials: { email: own.email, token: own.token },
      });
      return { own, child };
    },
    onSuccess: async ({ own, child }) => {
      startShadow(own, child);
      await loadSession(queryClient, child);
    },
  });
}
