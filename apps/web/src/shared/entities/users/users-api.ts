import type { HalList, User, UserCreate, UserPatch } from '@repute/domain';
import { USER_TYPES } from '@repute/domain/user-types';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/api-client';
import { resourceApi } from '../../api/resource-api';
import { useAuth } from '../../auth/use-auth';
import { userKeys } from './user-keys';

export const USERS_PAGE_SIZE = 25;

export type UserType = { id: number; name: string };

const users = resourceApi<'users', User, UserCreate, UserPatch>(api, '/users');

export function useUsersList(page: number, keywords: string) {
  const auth = useAuth();
  const accountId = auth?.account_id ?? 0;
  return useQuery({
    queryKey: userKeys.list(accountId, page, keywords),
    queryFn: () =>
      users.list({
        account_id: accountId,
        page,
        per_page: USERS_PAGE_SIZE,
        keywords: keywords || undefined,
        search_type: keywords ? 'relevance' : undefined,
        include_shadow_users: false,
      }),
    enabled: Boolean(auth),
    placeholderData: keepPreviousData,
  });
}

export function useUserTypes() {
  return useQuery({
    queryKey: userKeys.types,
    queryFn: async () =>
      (await api.get<HalList<'user_types', UserType>>('/user_types'))._embedded?.user_types ?? [...USER_TYPES],
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
  return useUsersMutation((body: UserCreate) => users.create(body), true);
}

export function usePatchUser() {
  return useUsersMutation(({ id, body }: { id: number; body: UserPatch }) => users.patch(id, body), true);
}

/** DELETE /users/{id} deactivates: the user stays, with active=false. */
export function useDeactivateUser() {
  return useUsersMutation((id: number) => users.remove(id));
}
