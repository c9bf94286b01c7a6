import type { Integration } from '@repute/domain';
import { listIntegrations, oauthOutbound, requestGlobalTokenAccess } from '@repute/domain/contracts/integrations';
import { deleteOauthToken } from '@repute/domain/contracts/oauth-tokens';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';
import { oauthTokenKeys } from '../../shared/entities/oauth-tokens/oauth-token-keys';

export const integrationKeys = {
  all: ['integrations'] as const,
  list: (accountId: number, showHidden: boolean) => ['integrations', 'list', accountId, showHidden] as const,
};

/** GET /integrations (spec 000 §7): the catalogue with the account's state of each. */
export function useIntegrations(showHidden: boolean, enabled = true) {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: integrationKeys.list(accountId, showHidden),
    queryFn: async () => {
      const list = await callEndpoint(listIntegrations, {
        query: { account_id: accountId, per_page: 100, ...(showHidden ? {} : { hidden: 'false' as const }) },
      });
      return list._embedded.integrations;
    },
    enabled: enabled && accountId > 0,
  });
}

function useIntegrationsMutation<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { silent: true },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
        // The dashboard's Facebook expiry banner reads the tokens.
        queryClient.invalidateQueries({ queryKey: oauthTokenKeys.all }),
      ]);
    },
  });
}

/** POST /global_token_integrations: asks for a request-access integration. */
export function useRequestAccess() {
  const accountId = useAuth()?.account_id ?? 0;
  return useIntegrationsMutation((integration: Integration) =>
    callEndpoint(requestGlobalTokenAccess, { body: { account_id: accountId, integration_id: integration.id } }),
  );
}

/** DELETE /oauth_tokens/{id}: disconnects an OAuth integration. */
export function useDisconnect() {
  return useIntegrationsMutation(async (integration: Integration) => {
    // Only a connected integration (one with a token) offers Disconnect.
    if (integration.oauth_token_id === null) throw new Error(`${integration.name} is not connected`);
    return callEndpoint(deleteOauthToken, { params: { id: integration.oauth_token_id } });
  });
}

/**
 * Connect: the API answers the provider's consent address (GET /oauth/outbound/{provider}, which needs
 * our Authorization header, so the browser cannot open it directly), and the browser goes there. The
 * mutation then stays pending while the page unloads, so Connect cannot be clicked twice.
 */
export function useConnect(navigate: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({
    mutationFn: async (integration: Integration) => {
      const { url } = await callEndpoint(oauthOutbound, { params: { provider: integration.code } });
      navigate(url);
      await new Promise<never>(() => {});
    },
    meta: { silent: true },
  });
}
