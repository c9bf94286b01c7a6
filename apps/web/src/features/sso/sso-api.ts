import {
  deleteOidcConfiguration,
  getOidcConfiguration,
  saveOidcConfiguration,
  testOidcDiscovery,
} from '@repute/domain/contracts/oidc-sso';
import type { OidcConfiguration, OidcConfigurationInput } from '@repute/domain/oidc-sso';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../shared/api/api-error';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';

/** The query keys of the account's single sign-on settings (decision 0017). */
export const ssoKeys = {
  configuration: (accountId: number) => ['sso', accountId, 'oidc'] as const,
};

function useAccountId() {
  return useAuth()?.account_id ?? 0;
}

/** The account's configuration, or null while it has none (the API answers 404). */
export function useOidcConfiguration() {
  const accountId = useAccountId();
  return useQuery({
    queryKey: ssoKeys.configuration(accountId),
    queryFn: async (): Promise<OidcConfiguration | null> => {
      try {
        return await callEndpoint(getOidcConfiguration, {});
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: accountId > 0,
  });
}

export function useSaveOidcConfiguration() {
  const accountId = useAccountId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OidcConfigurationInput) => callEndpoint(saveOidcConfiguration, { body }),
    onSuccess: (saved) => queryClient.setQueryData(ssoKeys.configuration(accountId), saved),
  });
}

export function useDeleteOidcConfiguration() {
  const accountId = useAccountId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(deleteOidcConfiguration, {}),
    onSuccess: () => queryClient.setQueryData(ssoKeys.configuration(accountId), null),
  });
}

export function useTestOidcDiscovery() {
  return useMutation({
    mutationFn: (issuer: string) => callEndpoint(testOidcDiscovery, { body: { issuer } }),
    meta: { silent: true },
  });
}
