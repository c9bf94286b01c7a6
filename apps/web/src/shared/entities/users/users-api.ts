import type { EndpointBody } from '@repute/domain/contracts/endpoint';
import { createUser, deactivateUser, listUsers, listUserTypes, patchUser } from '@repute/domain/contracts/users';
import { USER_TYPES } from '@repute/domain/user-types';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../api/call-endpoint';
import { useAuth } from '../../auth/use-auth';
import { userKeys } from './user-keys';

export const USERS_PAGE_SIZE = 25;

export function useUsersList(page: number, keywords: string) {
  const auth = useAuth();
  const accountId = auth?.account_id ?? 0;
  return useQuery({
    queryKey: userKeys.list(accountId, page, keywords),
    queryFn: () =>
      callEndpoint(listUsers, {
        query: {
          account_id: accountId,
          page,
          per_page: USERS_PAGE_SIZE,
          keywords: keywords || undefined,
          search_type: keywords ? 'relevance' : undefined,
          include_shadow_users: 'false',
        },
      }),
    enabled: Boolean(auth),
    placeholderData: keepPreviousData,
  });
}

export function useUserTypes() {
  return useQuery({
    queryKey: userKeys.types,
    queryFn: async () => (await callEndpoint(listUserTypes))._embedded.user_types,
    placeholderData: [...USER_TYPES],
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useUsersMutation<Variables>(call: (variables: Variables) => Promise<unknown>, silent = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { silent },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists }),
  });
}

/** Adds a user; the API sends them an invitation e-mail. */
export function useCreateUser() {
  return useUsersMutation((body: EndpointBody<typeof createUser>) => callEndpoint(createUser, { body }), true);
}

export function usePatchUser() {
  return useUsersMutation(
    ({ id, body }: { id: number; body: EndpointBody<typeof patchUser> }) =>
      callEndpoint(patchUser, { params: { id }, body }),
    true,
  );
}

/** DELETE /users/{id} deactivates: the user stays, with active=false. */
export function useDeactivateUser() {
  return useUsersMutation((id: number) => callEndpoint(deactivateUser, { params: { id } }));
}
