import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  SCHEDULED_EXPORT_MESSAGES,
  scheduledExportsDeletedMessage,
  scheduledExportsNotDeletedMessage,
} from '@repute/domain/scheduled-exports';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { embedded } from '../../../shared/api/hal';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAccountCalendar } from '../../../shared/filters/use-account-calendar';
import { usePagedSearchParams } from '../../../shared/lib/use-page-param';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { nextSort, type SortOrder } from '../../../shared/ui/sort-cycle';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { toast } from '../../../shared/ui/toast';
import { OutsideRecipientsSwitch } from '../components/OutsideRecipientsSwitch';
import { ScheduledExportsTable } from '../components/ScheduledExportsTable';
import { backLink } from '../scheduled-export-format';
import { useDeleteScheduledExports, useScheduledExportsList } from '../scheduled-exports-api';

/**
 * /settings/scheduled-exports/manage (spec 000 §2): the caller's scheduled exports (an admin's: the account's),
 * 25 a page, sortable by type, with multi-select delete. The guard sends users without permission to /error.
 */
export function ScheduledExportsPage() {
  const appPath = useAppPath();
  const [searchParams] = useSearchParams();
  const { timeZone } = useAccountCalendar();
  const { page, setPage } = usePagedSearchParams();
  const [sort, setSort] = useState<{ by: string; order: SortOrder } | null>(null);
  const list = useScheduledExportsList(page, sort);
  const remove = useDeleteScheduledExports();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const totalPages = list.data?._total_pages ?? 1;
  useEffect(() => {
    if (list.data && page > totalPages) setPage(totalPages);
  }, [list.data, totalPages, page, setPage]);

  const back = backLink(searchParams.get('fromPage'));
  const exports = embedded(list.data, 'scheduled_exports');

  const deleteSelected = async () => {
    const ids = [...selected];
    const { deleted, failed } = await remove.mutateAsync(ids);
    setSelected(new Set());
    if (failed > 0) toast.alert(scheduledExportsNotDeletedMessage(ids.length));
    else toast.success(scheduledExportsDeletedMessage(deleted));
  };

  return (
    <>
      <PageHeader
        title="Scheduled Exports"
        description="Reports e-mailed on a schedule."
        back={{ to: appPath(back.to), label: back.label }}
      />
      <OutsideRecipientsSwitch />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {selected.size > 0 ? `${selected.size} selected` : ''}
            </Text>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              disabled={selected.size === 0}
              loading={remove.isPending}
              onClick={() => void deleteSelected()}
            >
              Delete
            </Button>
          </Group>
          {list.isPending && <TableSkeleton label="Loading scheduled exports" />}
          {list.error && <ErrorAlert>There was an error retrieving data.</ErrorAlert>}
          {list.data && exports.length === 0 && <EmptyState title={SCHEDULED_EXPORT_MESSAGES.empty} />}
          {exports.length > 0 && (
            <ScheduledExportsTable
              exports={exports}
              timeZone={timeZone}
              sort={{ by: sort?.by ?? null, order: sort?.order ?? 'asc' }}
              onSort={(column) => setSort(nextSort({ by: sort?.by ?? null, order: sort?.order ?? 'asc' }, column))}
              selection={{ ids: selected, onChange: setSelected }}
            />
          )}
          <ListPagination page={page} totalPages={totalPages} onChange={setPage} label="Scheduled Exports pages" />
        </Stack>
      </Paper>
    </>
  );
}
