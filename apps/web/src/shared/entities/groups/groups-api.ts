import type { EndpointBody } from '@repute/domain/contracts/endpoint';
import {
  addGroupLocations,
  createGroup,
  deleteGroup,
  getGroup,
  listGroups,
  patchGroup,
  removeGroupLocation,
} from '@repute/domain/contracts/groups';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../api/call-endpoint';
import { useAuth } from '../../auth/use-auth';
import { locationKeys } from '../locations/location-keys';
import { groupKeys } from './group-keys';
import { type GroupListQuery, groupListParams } from './group-list-query';

export function useGroupsList(query: GroupListQuery, enabled = true) {
  const auth = useAuth();
  const accountId = auth?.account_id ?? 0;
  return useQuery({
    queryKey: groupKeys.list(accountId, query),
    queryFn: () => callEndpoint(listGroups, { query: groupListParams(accountId, auth?.user_id ?? 0, query) }),
    enabled: Boolean(auth) && enabled,
    placeholderData: keepPreviousData,
  });
}

export function useGroup(id: number) {
  return useQuery({
    queryKey: groupKeys.detail(id),
    queryFn: () => callEndpoint(getGroup, { params: { id } }),
    enabled: id > 0,
  });
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
  return useGroupsMutation((body: EndpointBody<typeof createGroup>) => callEndpoint(createGroup, { body }));
}

export function usePatchGroup() {
  return useGroupsMutation(({ id, body }: { id: number; body: EndpointBody<typeof patchGroup> }) =>
    callEndpoint(patchGroup, { params: { id }, body }),
  );
}

export function useDeleteGroup() {
  return useGroupsMutation((id: number) => callEndpoint(deleteGroup, { params: { id } }));
}

/** POST /groups/{id}/locations adds; DELETE /groups/{id}/locations/{locationId} removes. */
export function useAddGroupLocations() {
  return useGroupsMutation(({ id, locationIds }: { id: number; locationIds: number[] }) =>
    callEndpoint(addGroupLocations, { params: { id }, body: { location_ids: locationIds } }),
  );
}

export function useRemoveGroupLocation() {
  return useGroupsMutation(({ id, locationId }: { id: number; locationId: number }) =>
    callEndpoint(removeGroupLocation, { params: { id, locationId } }),
  );
}
