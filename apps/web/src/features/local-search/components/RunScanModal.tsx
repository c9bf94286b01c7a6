import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { LOCAL_SEARCH_MESSAGES, pointCount, type TrackedSearch } from '@repute/domain/local-search';
import { errorText } from '../../../shared/api/api-error';
import { formatCount } from '../../../shared/lib/count-format';
import { toast } from '../../../shared/ui/toast';
import { usePointBudget, useStartScan } from '../local-search-api';

type RunScanModalProps = { search: TrackedSearch | null; onClose: () => void };

/** Before a scan runs, what it costs and what the month's budget has left: no surprise costs. */
export function RunScanModal({ search, onClose }: RunScanModalProps) {
  const budget = usePointBudget(search !== null);
  const start = useStartScan();
  const needed = search ? pointCount(search.grid_size) : 0;
  const left = budget.data?.left_points ?? 0;
  const covered = budget.data !== undefined && needed <= left;
  const run = () => {
    if (!search) return;
    start.mutate(search.id, {
      onSuccess: () => {
        toast.success('Scan started');
        onClose();
      },
    });
  };
  return (
    <Modal opened={search !== null} onClose={onClose} title="Run scan" closeButtonProps={{ 'aria-label': 'Close' }}>
      {search && (
        <Stack>
          <Text>
            Scanning “{search.keyword}” for {search.location_name} asks {formatCount(needed)} grid points (
            {search.grid_size}×{search.grid_size}).
          </Text>
          {budget.data && (
            <Text>
              {formatCount(left)} of {formatCount(budget.data.monthly_points)} grid points are left this month.
            </Text>
          )}
          {budget.data && !covered && (
            <Alert color="red" title="Over budget">
              {LOCAL_SEARCH_MESSAGES.budgetExceeded(needed, left)}
            </Alert>
          )}
          {start.error && (
            <Alert color="red" title="The scan did not start">
              {errorText(start.error) ?? 'Something went wrong. Please refresh the page.'}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={run} disabled={!covered} loading={start.isPending}>
              Run scan ({formatCount(needed)} points)
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
