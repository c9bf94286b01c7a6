import type { EndpointBody } from '@repute/domain/contracts/endpoint';
import {
  createScheduledExport,
  deleteScheduledExport,
  getScheduledExport,
  listScheduledExports,
  patchScheduledExport,
  setScheduledExportSettings,
} from '@repute/domain/contracts/scheduled-exports';
import { listUsers } from '@repute/domain/contracts/users';
import { SCHEDULED_EXPORTS_PAGE_SIZE } from '@repute/domain/scheduled-exports';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { embedded } from '../../shared/api/hal';
import { useAuth } from '../../shared/auth/use-auth';
import { sessionKeys, useAccountSettings } from '../../shared/session/session-queries';
import { scheduledExportKeys } from './scheduled-export-keys';

/** What the flyout sends: the body of POST /scheduled_exports (the server fills in what it leaves out). */
export type ScheduledExportBody = EndpointBody<typeof createScheduledExport>;

/** The most users offered as recipients: one page of the generic list's largest. */
const RECIPIENTS_PAGE_SIZE = 500;

/** GET /scheduled_exports: the caller's (or, for admins, the account's) exports, a page at a time. */
export function useScheduledExportsList(page: number, sort: { by: string; order: 'asc' | 'desc' } | null) {
  const auth = useAuth();
  const accountId = auth?.account_id ?? 0;
  return useQuery({
    queryKey: scheduledExportKeys.list(accountId, page, sort ? `${sort.by}:${sort.order}` : null),
    queryFn: () =>
      callEndpoint(listScheduledExports, {
        query: {
          account_id: accountId,
          page,
          per_page: SCHEDULED_EXPORTS_PAGE_SIZE,
          ...(sort ? { 'sort[by]': sort.by, 'sort[order]': sort.order } : {}),
        },
      }),
    enabled: Boolean(auth),
    placeholderData: keepPreviousData,
  });
}

export function useScheduledExport(id: number | null) {
  return useQuery({
    queryKey: scheduledExportKeys.detail(id ?? 0),
    queryFn: () => callEndpoint(getScheduledExport, { params: { id: id ?? 0 } }),
    enabled: Boolean(id),
  });
}

/** The account's users, whom an export can be sent to (spec 000 §5). */
export function useRecipientCandidates(enabled: boolean) {
  const auth = useAuth();
  const accountId = auth?.account_id ?? 0;
  return useQuery({
    queryKey: scheduledExportKeys.recipients(accountId),
    queryFn: async () => {
      const list = await callEndpoint(listUsers, {
        query: { account_id: accountId, per_page: RECIPIENTS_PAGE_SIZE, include_shadow_users: 'false' },
      });
      return embedded(list, 'users').filter((user) => user.active);
    },
    enabled: Boolean(auth) && enabled,
  });
}

function useScheduledExportsMutation<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduledExportKeys.all }),
  });
}

export function useCreateScheduledExport() {
  return useScheduledExportsMutation((body: ScheduledExportBody) => callEndpoint(createScheduledExport, { body }));
}

export function usePatchScheduledExport() {
  return useScheduledExportsMutation(({ id, body }: { id: number; body: EndpointBody<typeof patchScheduledExport> }) =>
    callEndpoint(patchScheduledExport, { params: { id }, body: { ...body, id } }),
  );
}

/** Deletes each selected export; answers how many went and how many did not. */
export function useDeleteScheduledExports() {
  return useScheduledExportsMutation(async (ids: number[]) => {
    const results = await Promise.allSettled(ids.map((id) => callEndpoint(deleteScheduledExport, { params: { id } })));
    const deleted = results.filter((result) => result.status === 'fulfilled').length;
    return { deleted, failed: ids.length - deleted };
  });
}

/** Decision 0129: whether the account lets its exports go to addresses outside it (its own setting, off at first). */
export function useOutsideRecipientsAllowed(): boolean {
  return useAccountSettings().data?.scheduled_export_outside_recipients === true;
}

/** PUT /scheduled_export_settings: an admin allows recipients outside the account, or stops them. */
export function useSetOutsideRecipientsAllowed() {
  const auth = useAuth();
  const accountId = auth?.account_id ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      callEndpoint(setScheduledExportSettings, { body: { account_id: accountId, outside_recipients: on } }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.accountSettings(accountId) }),
  });
}
