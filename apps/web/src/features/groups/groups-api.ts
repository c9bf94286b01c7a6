import type { Group, GroupCreate, GroupPatch, HalList } from '@repute/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';
import { resourceApi } from '../../shared/api/resource-api';
import { useAuth } from '../../shared/auth/use-auth';

export const GROUPS_PAGE_SIZE = 25;

export type GroupRecord = Group & { _links?: Record<string, { href: string }> };
export type GroupListQuery = {
  page?: number;
  keywords?: string;
  containing?: number;
  not_containing?: number;
  /** typeahead for pickers (relevance sort), relevance for searches. */
  searchType?: 'typeahead' | 'relevance';
};

const groups = resourceApi<'groups', GroupRecord, GroupCreate, GroupPatch>(api, '/groups');

export const groupKeys = {
  all: ['groups'] as const,
  list: (accountId: number, query: GroupListQuery) => ['groups', 'list', accountId, query] as const,
  detail: (id: number) => ['groups', 'detail', id] as const,
};

/** The groups list of spec 000 §7: page, per_page 25, name asc; typeahead by relevance. */
export function groupListParams(accountId: number, userId: number, query: GroupListQuery) {
  const keywords = query.keywords?.trim();
  return {
    account_id: accountId,
    user_id: userId,
    page: query.page ?? 1,
    per_page: GROUPS_PAGE_SIZE,
    keywords: keywords || undefined,
    search_type: keywords ? (query.searchType ?? 'relevance') : undefined,
    'sort[by]': keywords ? 'relevance' : 'name',
    'sort[order]': keywords ? 'desc' : 'asc',
    containing: query.containing,
    not_containing: query.not_containing,
  };
}

export function useGroupsList(query: GroupListQuery, enabled = true) {
  const auth = useAuth();
  const accountId = auth?.account_id ?? 0;
  return useQuery({
    queryKey: groupKeys.list(accountId, query),
    queryFn: (): Promise<HalList<'groups', GroupRecord>> =>
      groups.list(groupListParams(accountId, auth?.user_id ?? 0, query)),
    enabled: Boolean(auth) && enabled,
    placeholderData: keepPreviousData,
  });
}

export function useGroup(id: number) {
  return useQuery({ queryKey: groupKeys.detail(id), queryFn: () => groups.detail(id), enabled: id > 0 });
}

function useGroupsMutation<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['locations'] }),
      ]),
  });
}

export function useCreateGroup() {
  return useGroupsMutation((body: GroupCreate) => groups.create(body));
}

export function usePatchGroup() {
  return useGroupsMutation(({ id, body }: { id: number; body: GroupPatch }) => groups.patch(id, body));
}

export function useDeleteGroup() {
  return useGroupsMutation((id: number) => groups.remove(id));
}

/** POST /groups/{id}/locations adds; DELETE /groups/{id}/locations/{locationId} removes. */
export function useAddGroupLocations() {
  return useGroupsMutation(({ id, locationIds }: { id: number; locationIds: number[] }) =>
    api.post<GroupRecord>(`/groups/${id}/locations`, { location_ids: locationIds }),
  );
}

export function useRemoveGroupLocation() {
  return useGroupsMutation(({ id, locationId }: { id: number; locationId: number }) =>
    api.delete<GroupRecord>(`/groups/${id}/locations/${locationId}`),
  );
}
