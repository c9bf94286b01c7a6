import { Modal, Skeleton } from '@mantine/core';
import type { Competitor } from '@repute/domain/competitors';
import { Suspense } from 'react';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { RETRIEVE_DATA_ERROR_MESSAGE } from '../../../shared/ui/messages';
import { LazyHistoryChart } from '../charts/lazy-charts';
import { useCompetitorHistory } from '../competitors-api';

const HEIGHT = 300;

type CompetitorHistoryProps = { competitor: Competitor; from?: string; to?: string; onClose: () => void };

/** One competitor's daily history at each source over the filter bar's dates. */
export function CompetitorHistory({ competitor, from, to, onClose }: CompetitorHistoryProps) {
  const history = useCompetitorHistory(competitor.id, from, to);
  return (
    <Modal opened onClose={onClose} title={`History of ${competitor.name}`} size="xl">
      {history.isError ? (
        <ErrorAlert>{RETRIEVE_DATA_ERROR_MESSAGE}</ErrorAlert>
      ) : history.isPending ? (
        <Skeleton height={HEIGHT} radius="md" />
      ) : history.data.length === 0 ? (
        <EmptyState title="Not read yet">Its figures are read at the next daily refresh.</EmptyState>
      ) : (
        <Suspense fallback={<Skeleton height={HEIGHT} radius="md" />}>
          <LazyHistoryChart days={history.data} height={HEIGHT} />
        </Suspense>
      )}
    </Modal>
  );
}
