import type {
  ApiTokenCreate,
  AuthorizationRequest,
  ConsentDecision,
  OauthClientCreate,
} from '@repute/domain/api-access';
import {
  createApiToken,
  createOauthClient,
  decideConsent,
  deleteOauthClient,
  describeConsent,
  listApiTokens,
  listOauthClients,
  revokeApiToken,
} from '@repute/domain/contracts/api-access';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';

/** The query keys of the open API's screens, by account and user (decision 0017). */
export const apiAccessKeys = {
  all: (accountId: number) => ['api-access', accountId] as const,
  tokens: (accountId: number, userId: number) => [...apiAccessKeys.all(accountId), 'tokens', userId] as const,
  clients: (accountId: number) => [...apiAccessKeys.all(accountId), 'clients'] as const,
  consent: (accountId: number, request: AuthorizationRequest) =>
    [...apiAccessKeys.all(accountId), 'consent', request] as const,
};

function useViewer() {
  const auth = useAuth();
  return { accountId: auth?.account_id ?? 0, userId: auth?.user_id ?? 0 };
}

export function useApiTokens() {
  const { accountId, userId } = useViewer();
  return useQuery({
    queryKey: apiAccessKeys.tokens(accountId, userId),
    queryFn: () => callEndpoint(listApiTokens, {}),
    enabled: accountId > 0,
  });
}

export function useCreateApiToken() {
  const client = useQueryClient();
  const { accountId, userId } = useViewer();
  return useMutation({
    mutationFn: (body: ApiTokenCreate) => callEndpoint(createApiToken, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiAccessKeys.tokens(accountId, userId) }),
  });
}

export function useRevokeApiToken() {
  const client = useQueryClient();
  const { accountId, userId } = useViewer();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(revokeApiToken, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiAccessKeys.tokens(accountId, userId) }),
  });
}

export function useOauthClients() {
  const { accountId } = useViewer();
  return useQuery({
    queryKey: apiAccessKeys.clients(accountId),
    queryFn: () => callEndpoint(listOauthClients, {}),
    enabled: accountId > 0,
  });
}

export function useCreateOauthClient() {
  const client = useQueryClient();
  const { accountId } = useViewer();
  return useMutation({
    mutationFn: (body: OauthClientCreate) => callEndpoint(createOauthClient, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiAccessKeys.clients(accountId) }),
  });
}

export function useDeleteOauthClient() {
  const client = useQueryClient();
  const { accountId } = useViewer();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteOauthClient, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiAccessKeys.clients(accountId) }),
  });
}

/** What the consent page shows for the authorization request of its address. */
export function useConsent(request: AuthorizationRequest) {
  const { accountId } = useViewer();
  return useQuery({
    queryKey: apiAccessKeys.consent(accountId, request),
    queryFn: () => callEndpoint(describeConsent, { query: request }),
    enabled: accountId > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDecideConsent() {
  return useMutation({ mutationFn: (body: ConsentDecision) => callEndpoint(decideConsent, { body }) });
}
