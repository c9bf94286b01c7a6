import { createSsoLink } from '@repute/domain/contracts/auth';
import { activateChildGlobalToken, listChildIntegrations, sendSetupLink } from '@repute/domain/contracts/partner-tools';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';

export const partnerToolsKeys = {
  all: ['partner-tools'] as const,
  childIntegrations: (accountId: number, page: number) =>
    ['partner-tools', 'child-integrations', accountId, page] as const,
};

/** GET /partner_tools/child_integrations: the children, 25 a page, each with its integrations. */
export function useChildIntegrations(page: number, enabled: boolean) {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: partnerToolsKeys.childIntegrations(accountId, page),
    queryFn: () => callEndpoint(listChildIntegrations, { query: { page, per_page: 25 } }),
    enabled: enabled && accountId > 0,
  });
}

/** POST /partner_tools/setup_links: e-mails the child's owner the setup link. */
export function useSendSetupLink() {
  return useMutation({
    mutationFn: (childAccountId: number) => callEndpoint(sendSetupLink, { body: { child_account_id: childAccountId } }),
    meta: { silent: true },
  });
}

/** PATCH /partner_tools/global_token_integrations/{id}: the child's request verified. */
export function useActivateGlobalToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(activateChildGlobalToken, { params: { id }, body: { status: 'active' } }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerToolsKeys.all }),
  });
}

/** POST /sso_links: a one-time sign-in link into the child (decision 0145). */
export function useCreateSsoLink() {
  return useMutation({
    mutationFn: (childAccountId: number) => callEndpoint(createSsoLink, { body: { child_account_id: childAccountId } }),
    meta: { silent: true },
  });
}
