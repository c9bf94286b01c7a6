import type {
  HalList,
  ScheduledExport,
  ScheduledExportCreate,
  ScheduledExportPatch,
  ScheduledExportSettings,
  User,
} from '@repute/domain';
import { SCHEDULED_EXPORTS_PAGE_SIZE } from '@repute/domain/scheduled-exports';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';
import { resourceApi } from '../../shared/api/resource-api';
import { useAuth } from '../../shared/auth/use-auth';
import { sessionKeys, useAccountSettings } from '../../shared/session/session-queries';
import { scheduledExportKeys } from './scheduled-export-keys';

export type ScheduledExportRecord = ScheduledExport & { _links?: Record<string, { href: string }> };
/** What the flyout sends: the body of POST /scheduled_exports (defaults filled in by the form). */
export type ScheduledExportBody = Omit<ScheduledExportCreate, 'recipient_emails'> & { recipient_emails?: string[] };

const scheduledExports = resourceApi<
  'scheduled_exports',
  ScheduledExportRecord,
  ScheduledExportBody,
  ScheduledExportPatch
>(api, '/scheduled_exports');

/** The most users offered as recipients: one page of the generic list's largest. */
const RECIPIENTS_PAGE_SIZE = 500;

/** GET /scheduled_exports: the caller's (or, for admins, the account's) exports, a page at a time. */
export function useScheduledExportsList(page: number, sort: { by: string; order: 'asc' | 'desc' } | null) {
  const auth = useAuth();
  const accountId = auth?.account_id ?? 0;
  return useQuery({
    queryKey: scheduledExportKeys.list(accountId, page, sort ? `${sort.by}:${sort.order}` : null),
    queryFn: (): Promise<HalList<'scheduled_exports', ScheduledExportRecord>> =>
      scheduledExports.list({
        account_id: accountId,
        page,
        per_page: SCHEDULED_EXPORTS_PAGE_SIZE,
        ...(sort ? { 'sort[by]': sort.by, 'sort[order]': sort.order } : {}),
      }),
    enabled: Boolean(auth),
    placeholderData: keepPreviousData,
  });
}

export function useScheduledExport(id: number | null) {
  return useQuery({
    queryKey: scheduledExportKeys.detail(id ?? 0),
    queryFn: () => scheduledExports.detail(id ?? 0),
    enabled: Boolean(id),
  });
}

/** The account's users, whom an export can be sent to (spec 000 §5). */
export function useRecipientCandidates(enabled: boolean) {
  const auth = useAuth();
  const accountId = auth?.account_id ?? 0;
  return useQuery({
    queryKey: scheduledExportKeys.recipients(accountId),
    queryFn: async () =>
      (
        await api.get<HalList<'users', User>>('/users', {
          account_id: accountId,
          per_page: RECIPIENTS_PAGE_SIZE,
          include_shadow_users: false,
        })
      )._embedded?.users?.filter((user) => user.active) ?? [],
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
  return useScheduledExportsMutation((body: ScheduledExportBody) => scheduledExports.create(body));
}

export function usePatchScheduledExport() {
  return useScheduledExportsMutation(({ id, body }: { id: number; body: ScheduledExportPatch }) =>
    scheduledExports.patch(id, { ...body, id }),
  );
}

/** Deletes each selected export; answers how many went and how many did not. */
export function useDeleteScheduledExports() {
  return useScheduledExportsMutation(async (ids: number[]) => {
    const results = await Promise.allSettled(ids.map((id) => scheduledExports.remove(id)));
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
      api.put<Pick<ScheduledExportSettings, 'outside_recipients'>>('/scheduled_export_settings', {
        account_id: accountId,
        outside_recipients: on,
      }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.accountSettings(accountId) }),
  });
}
