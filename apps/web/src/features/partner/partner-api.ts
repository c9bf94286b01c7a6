import { shadowAccount } from '@repute/domain/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { authStore, startShadow } from '../../shared/auth/auth-store';
import { loadSession } from '../../shared/session/session-queries';

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
      const child = await callEndpoint(
        shadowAccount,
        { body: { child_account_id: childAccountId } },
        { credentials: { email: own.email, token: own.token } },
      );
      return { own, child };
    },
    onSuccess: async ({ own, child }) => {
      startShadow(own, child);
      await loadSession(queryClient, child);
    },
  });
}
