import type { Group, GroupCreate, GroupPatch, HalList } from '@repute/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/api-client';
import { resourceApi } from '../../api/resource-api';
import { useAuth } from '../../auth/use-auth';
import { locationKeys } from '../locations/location-keys';
import { groupKeys } from './group-keys';
import { type GroupListQuery, groupListParams } from './group-list-query';

export type GroupRecord = Group & { _links?: Record<string, { href: string }> };

const groups = resourceApi<'groups', GroupRecord, GroupCreate, GroupPatch>(api, '/groups');

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
        queryClient.invalidateQueries({ queryKey: locationKeys.all }),
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
