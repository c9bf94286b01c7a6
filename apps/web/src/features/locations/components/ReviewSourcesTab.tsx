import { Button, Group, Table } from '@mantine/core';
import { isWebAddress, type ReviewPage, SYNCED_SOURCE_IDS } from '@repute/domain/urls';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAuth } from '../../../shared/auth/use-auth';
import { useAccountCalendar } from '../../../shared/filters/use-account-calendar';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { toast } from '../../../shared/ui/toast';
import {
  useReviewPageMutations,
  useReviewPages,
  useReviewSourceOptions,
  useReviewSyncEvents,
} from '../api/review-sources-api';
import { useErrorToast } from '../hooks/use-error-toast';
import { LOCATION_TEXT } from '../messages';
import { SYNC_POLL_INTERVAL_MS, type SyncWatch, syncPending, watchSync } from '../review-sync-watch';
import { RemoveReviewSourceModal } from './RemoveReviewSourceModal';
import { ReviewSourceFormModal, type ReviewSourceFormValues } from './ReviewSourceFormModal';
import { ReviewSourceRow } from './ReviewSourceRow';

type ReviewSourcesTabProps = { locationId: number };

type FormState = { mode: 'add' } | { mode: 'edit'; page: ReviewPage; editing: ReviewPage } | null;

/** What the edit form starts from: for Google the location name (its web address, if any, stays). */
function editedValue(page: ReviewPage) {
  if (page.source_id !== SYNCED_SOURCE_IDS.google || !isWebAddress(page.url)) return page;
  return { ...page, url: page.review_sync?.external_location_id ?? '' };
}

/**
 * The location's pages on review sites (GET /urls) with each sync's reconciliation; users who may update the
 * location add, change and remove pages and start a sync (decision 0013).
 */
export function ReviewSourcesTab({ locationId }: ReviewSourcesTabProps) {
  const auth = useAuth();
  const { timeZone } = useAccountCalendar();
  const accountId = auth?.account_id ?? 0;
  const may = useMayCallOf();
  const canEdit = may('POST /urls');
  const canSync = canEdit && may('POST /reviews/sync');
  // Syncs asked for here: the list is polled until they show, as a sync that changed nothing sends no event.
  const [watches, setWatches] = useState<SyncWatch[]>([]);
  const pages = useReviewPages(accountId, locationId, (data) =>
    syncPending(watches, data, Date.now()) ? SYNC_POLL_INTERVAL_MS : false,
  );
  useReviewSyncEvents(locationId);
  const watch = (sourceId: number) => {
    const now = Date.now();
    const page = pages.data?.find((candidate) => candidate.source_id === sourceId);
    setWatches((current) => [...current.filter((item) => item.until > now), watchSync(page, sourceId, now)]);
  };
  const sources = useReviewSourceOptions(canEdit);
  const mutations = useReviewPageMutations(accountId, locationId);
  const [form, setForm] = useState<FormState>(null);
  const [removing, setRemoving] = useState<ReviewPage | null>(null);
  useErrorToast(pages.error, LOCATION_TEXT.fetchUrls);
  useErrorToast(sources.error, LOCATION_TEXT.fetchSources);

  const saving = mutations.create.isPending || mutations.update.isPending;
  const saveError = form?.mode === 'edit' ? mutations.update.error : mutations.create.error;
  const openForm = (next: FormState) => {
    mutations.create.reset();
    mutations.update.reset();
    setForm(next);
  };
  const save = (values: ReviewSourceFormValues) => {
    const done = {
      onSuccess: () => {
        watch(values.source_id);
        setForm(null);
        toast.success('Review source saved');
      },
    };
    if (form?.mode === 'edit') mutations.update.mutate({ id: form.page.id, url: values.url }, done);
    else mutations.create.mutate(values, done);
  };
  const remove = () => {
    if (!removing) return;
    mutations.remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        toast.success('Review source removed');
      },
      onError: (error) => toast.alert('Review source was not removed', { error }),
    });
  };
  const syncNow = (page: ReviewPage) =>
    mutations.syncNow.mutate(page.source_id, {
      onSuccess: () => {
        watch(page.source_id);
        toast.info(`${page.source_name} sync started. The counts update when it is done.`);
      },
      onError: (error) => toast.alert('Could not start the sync', { error }),
    });

  if (pages.isPending) return <TableSkeleton rows={3} label="Loading review sources" />;
  if (pages.isError) return <ErrorAlert>{LOCATION_TEXT.fetchUrls}</ErrorAlert>;
  const taken = new Set(pages.data.map((page) => page.source_id));
  const available = (sources.data ?? []).filter((source) => !taken.has(source.id));

  return (
    <>
      {canEdit && (
        <Group justify="flex-end" mb="sm">
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => openForm({ mode: 'add' })}
            disabled={sources.isError}
          >
            Add Review Source
          </Button>
        </Group>
      )}
      {canEdit && sources.isError && <ErrorAlert>{LOCATION_TEXT.fetchSources}</ErrorAlert>}
      {pages.data.length === 0 ? (
        <EmptyState title="No review sources yet.">
          {canEdit ? 'Add the pages of this location on Google, Facebook, Yelp and other review sites.' : undefined}
        </EmptyState>
      ) : (
        <ResponsiveTableContainer minWidth={760}>
          <Table verticalSpacing="sm" aria-label="Review sources">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Source</Table.Th>
                <Table.Th {...WIDE_ONLY}>Page</Table.Th>
                <Table.Th {...WIDE_ONLY}>Last Synced</Table.Th>
                <Table.Th {...WIDE_ONLY}>Reviews</Table.Th>
                <Table.Th {...WIDE_ONLY}>Last Error</Table.Th>
                {canEdit && <Table.Th>Actions</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pages.data.map((page) => (
                <ReviewSourceRow
                  key={page.id}
                  page={page}
                  timeZone={timeZone}
                  canEdit={canEdit}
                  canSync={canSync}
                  syncing={mutations.syncNow.isPending && mutations.syncNow.variables === page.source_id}
                  onSync={() => syncNow(page)}
                  onEdit={() => openForm({ mode: 'edit', page, editing: editedValue(page) })}
                  onRemove={() => setRemoving(page)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTableContainer>
      )}
      {canEdit && (
        <>
          <ReviewSourceFormModal
            opened={form !== null}
            editing={form?.mode === 'edit' ? form.editing : null}
            sources={available}
            sourcesLoading={sources.isPending}
            saving={saving}
            error={saveError}
            onCancel={() => setForm(null)}
            onSave={save}
          />
          <RemoveReviewSourceModal
            sourceName={removing?.source_name ?? null}
            removing={mutations.remove.isPending}
            onCancel={() => setRemoving(null)}
            onConfirm={remove}
          />
        </>
      )}
    </>
  );
}
