import type { Alert, AlertCreate, AlertPatch, HalList } from '@repute/domain';
import { MAX_ALERT_SCOPE_IDS } from '@repute/domain/alerts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';
import { resourceApi } from '../../shared/api/resource-api';
import { useAuth } from '../../shared/auth/use-auth';

export type AlertRecord = Alert & { _links?: Record<string, { href: string }> };
/** What the form sends: the create body without the fields the API fills in. */
export type AlertBody = Omit<AlertCreate, 'account_id'>;

const alerts = resourceApi<'alerts', AlertRecord, AlertBody, AlertPatch>(api, '/alerts');

/** Query keys of the caller's alerts. */
export const alertKeys = {
  all: ['alerts'] as const,
  list: (accountId: number, userId: number) => ['alerts', 'list', accountId, userId] as const,
  scope: (accountId: number) => ['alerts', 'scope', accountId] as const,
};

export function useAlerts() {
  const auth = useAuth();
  const accountId = auth?.account_id ?? 0;
  return useQuery({
    queryKey: alertKeys.list(accountId, auth?.user_id ?? 0),
    queryFn: () => alerts.list({ account_id: accountId, per_page: 100 }),
    enabled: Boolean(auth),
  });
}

type Named = { id: number; name: string };

/** Which of the lists the user may read (an Email Only user reads neither): only those are asked for. */
export type AlertScopeLists = { locations: boolean; groups: boolean };

/** Every location and group an alert may name, for the form's pickers. */
export function useAlertScopeOptions(lists: AlertScopeLists) {
  const auth = useAuth();
  const accountId = auth?.account_id ?? 0;
  return useQuery({
    queryKey: [...alertKeys.scope(accountId), lists.locations, lists.groups],
    queryFn: async () => {
      const query = { account_id: accountId, per_page: MAX_ALERT_SCOPE_IDS };
      const [locations, groups] = await Promise.all([
        lists.locations ? api.get<HalList<'locations', Named>>('/locations', query) : undefined,
        lists.groups ? api.get<HalList<'groups', Named>>('/groups', query).catch(() => undefined) : undefined,
      ]);
      return {
        locations: locations?._embedded?.locations ?? [],
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

export const useCreateAlert = () => useAlertsMutation((body: AlertBody) => alerts.create(body));
export const usePatchAlert = () =>
  useAlertsMutation(({ id, body }: { id: number; body: AlertPatch }) => alerts.patch(id, body));
export const useDeleteAlert = () => useAlertsMutation((id: number) => alerts.remove(id));
