import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TrackedSearch } from '@repute/domain/local-search';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { embedded } from '../../../shared/api/hal';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { filterApiParams } from '../../../shared/filters/filter-state';
import type { FilterControl } from '../../../shared/filters/filter-visibility';
import { useFilters } from '../../../shared/filters/use-filters';
import { useMayCall } from '../../../shared/session/use-may-call';
import { ConfirmDeleteModal } from '../../../shared/ui/ConfirmDeleteModal';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { nextSort, type SortOrder } from '../../../shared/ui/sort-cycle';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { toast } from '../../../shared/ui/toast';
import { AddKeywordModal } from '../components/AddKeywordModal';
import { PointBudgetModal } from '../components/PointBudgetModal';
import { PointBudgetPanel } from '../components/PointBudgetPanel';
import { RunScanModal } from '../components/RunScanModal';
import { SearchDetail } from '../components/SearchDetail';
import { SearchesTable } from '../components/SearchesTable';
import { downloadAverageZones, useDeleteTrackedSearch, usePointBudget, useTrackedSearches } from '../local-search-api';

const CONTROLS: readonly FilterControl[] = ['date', 'group', 'location'];
/** Spec 000 §9: local search sorts by top_area, largest first. */
const DEFAULT_SORT = { by: 'top_area', order: 'desc' as SortOrder };

/** /local-search (spec 000 §2, issue 29): each location's tracked keywords, their grids and measures. */
export function LocalSearchPage() {
  const filters = useFilters({ area: 'localSearch' });
  const [sort, setSort] = useState<{ by: string; order: SortOrder }>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [scanning, setScanning] = useState<TrackedSearch | null>(null);
  const [removing, setRemoving] = useState<TrackedSearch | null>(null);
  const mayAdd = useMayCall('POST /local_search/searches');
  const mayScan = useMayCall('POST /local_search/searches/:id/scans');
  const mayRemove = useMayCall('DELETE /local_search/searches/:id');
  const maySetBudget = useMayCall('PUT /local_search/budget');
  const [editingBudget, setEditingBudget] = useState(false);
  const budget = usePointBudget();
  const remove = useDeleteTrackedSearch();

  const window = useMemo(() => {
    if (!filters.state.range) return null;
    const { from, to, group_id, location_id } = filterApiParams(filters.state);
    return { from, to, group_id, location_id };
  }, [filters.state]);
  const list = useTrackedSearches(
    window && { ...window, page, 'sort[by]': sort.by as 'top_area', 'sort[order]': sort.order },
  );
  const searches = embedded(list.data, 'local_searches');
  const shownId = selectedId ?? searches[0]?.id ?? null;

  const download = () =>
    downloadAverageZones(window ?? {}).catch((error: unknown) =>
      toast.alert('There was an issue downloading your file.', { error }),
    );

  return (
    <>
      <PageHeader
        title="Local Search"
        description="Where your locations rank in local results around them."
        actions={
          <Group>
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download}>
              Average search zones CSV
            </Button>
            {mayAdd && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
                Add keyword
              </Button>
            )}
          </Group>
        }
      />
      <FilterBar filters={filters} controls={CONTROLS} />
      <Stack gap="lg">
        {budget.data && (
          <PointBudgetPanel budget={budget.data} onEdit={maySetBudget ? () => setEditingBudget(true) : undefined} />
        )}
        <Paper withBorder radius="md" p="md">
          {list.isPending ? (
            <TableSkeleton />
          ) : searches.length === 0 ? (
            <EmptyState title="No tracked keywords">
              {mayAdd ? 'Add a keyword to a location to see where it ranks around it.' : undefined}
            </EmptyState>
          ) : (
            <Stack>
              <SearchesTable
                searches={searches}
                sort={sort}
                onSort={(column) => {
                  setSort(nextSort(sort, column) ?? DEFAULT_SORT);
                  setPage(1);
                }}
                selectedId={shownId}
                onSelect={(search) => setSelectedId(search.id)}
                onScan={mayScan ? setScanning : undefined}
                onDelete={mayRemove ? setRemoving : undefined}
              />
              <ListPagination page={page} totalPages={list.data?._total_pages ?? 1} onChange={setPage} />
            </Stack>
          )}
        </Paper>
        {shownId !== null && window && <SearchDetail id={shownId} query={{ from: window.from, to: window.to }} />}
        {list.isError && <Text c="red.9">There was an error retrieving data.</Text>}
      </Stack>
      <AddKeywordModal opened={adding} onClose={() => setAdding(false)} />
      <PointBudgetModal
        key={String(editingBudget)}
        budget={editingBudget ? (budget.data ?? null) : null}
        onClose={() => setEditingBudget(false)}
      />
      <RunScanModal search={scanning} onClose={() => setScanning(null)} />
      <ConfirmDeleteModal
        opened={removing !== null}
        title="Stop tracking"
        text={
          removing ? `Stop tracking “${removing.keyword}” for ${removing.location_name}? Its scans are deleted.` : ''
        }
        confirmLabel="Stop tracking"
        deleting={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              if (selectedId === removing.id) setSelectedId(null);
              setRemoving(null);
            },
            onError: (error) => toast.alert('Something went wrong. Please refresh the page.', { error }),
          })
        }
      />
    </>
  );
}
