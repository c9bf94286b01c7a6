import type { AlertCreate, AlertPatch } from '@repute/domain';
import { MAX_ALERT_SCOPE_IDS } from '@repute/domain/alerts';
import { createAlert, deleteAlert, listAlerts, patchAlert } from '@repute/domain/contracts/alerts';
import { listGroups } from '@repute/domain/contracts/groups';
import { listLocations } from '@repute/domain/contracts/locations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';

/** What the form sends: the create body without the fields the API fills in. */
export type AlertBody = Omit<AlertCreate, 'account_id'>;

/** Query keys of the caller's alerts. */
export const alertKeys = {
  all: ['alerts'] as const,
  list: (accountId: number, userId: number) => ['alerts', 'list', accountId, userId] as const,
  scope: (accountId: number, lists: AlertScopeLists) =>
    ['alerts', 'scope', accountId, lists.locations, lists.groups] as const,
};

export function useAlerts() {
  const auth = useAuth();
  const accountId = auth?.account_id ?? 0;
  return useQuery({
    queryKey: alertKeys.list(accountId, auth?.user_id ?? 0),
    queryFn: () => callEndpoint(listAlerts, { query: { account_id: accountId, per_page: 100 } }),
    enabled: Boolean(auth),
  });
}

/** Which of the lists the user may read (an Email Only user reads neither): only those are asked for. */
export type AlertScopeLists = { locations: boolean; groups: boolean };

/** Every location and group an alert may name, for the form's pickers. */
export function useAlertScopeOptions(lists: AlertScopeLists) {
  const auth = useAuth();
  const accountId = auth?.account_id ?? 0;
  return useQuery({
    queryKey: alertKeys.scope(accountId, lists),
    queryFn: async () => {
      const query = { account_id: accountId, per_page: MAX_ALERT_SCOPE_IDS };
      const [locations, groups] = await Promise.all([
        lists.locations ? callEndpoint(listLocations, { query }) : undefined,
        lists.groups ? callEndpoint(listGroups, { query }).catch(() => undefined) : undefined,
      ]);
      return {
        locations: locations?._embedded.locations ?? [],
        groups: groups?._embedded?.groups ?? [],
      };
    },
    enabled: Boolean(auth),
  });
}

function useAlertsMutation<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

export const useCreateAlert = () => useAlertsMutation((body: AlertBody) => callEndpoint(createAlert, { body }));
export const usePatchAlert = () =>
  useAlertsMutation(({ id, body }: { id: number; body: AlertPatch }) =>
    callEndpoint(patchAlert, { params: { id }, body }),
  );
export const useDeleteAlert = () => useAlertsMutation((id: number) => callEndpoint(deleteAlert, { params: { id } }));
