import { Stack, Text } from '@mantine/core';
import { countOf } from '../../../shared/lib/count-format';
import { useMayCall } from '../../../shared/session/use-may-call';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { toast } from '../../../shared/ui/toast';
import { InsightCard } from '../components/InsightCard';
import { useHideInsight, usePrescriptiveInsights } from '../insights-api';

export const INSIGHT_DISMISSED = 'Insight dismissed';
export const INSIGHT_SNOOZED = 'Insight snoozed';

/**
 * /prescriptive_insights (issue 30 §2, decision 0143): what moved each location this period and what to do next,
 * ranked by expected effect, each with its evidence; docs/prescriptive-insights.md says how each is computed.
 */
export function PrescriptiveInsightsPage() {
  const insights = usePrescriptiveInsights();
  const hide = useHideInsight();
  const canHide = useMayCall('POST /prescriptive_insights/dismissals');
  const hideOne = (key: string) => (snoozeDays?: 7 | 30) =>
    hide.mutate(
      { key, snooze_days: snoozeDays },
      {
        onSuccess: () => toast.success(snoozeDays ? INSIGHT_SNOOZED : INSIGHT_DISMISSED),
        onError: (error) => toast.alert('The insight was not hidden', { error }),
      },
    );
  return (
    <Stack gap="lg">
      <PageHeader
        title="Prescriptive Insights"
        description={
          insights.data
            ? `What moved each location from ${insights.data.from} to ${insights.data.to}, against the 30 days before, and what to do next.`
            : undefined
        }
      />
      {insights.isError ? (
        <ErrorAlert error={insights.error} />
      ) : insights.isPending ? (
        <TableSkeleton rows={4} label="Loading the insights" />
      ) : (
        <>
          {insights.data._total === 0 ? (
            <EmptyState title="Nothing needs your attention">Every location is on track this period.</EmptyState>
          ) : (
            insights.data._embedded.prescriptive_insights.map((insight) => (
              <InsightCard
                key={insight.key}
                insight={insight}
                onHide={canHide ? hideOne(insight.key) : null}
                hiding={hide.isPending && hide.variables?.key === insight.key}
              />
            ))
          )}
          {insights.data.hidden > 0 && (
            <Text size="sm" c="dimmed">
              {countOf(insights.data.hidden, 'insight is', 'insights are')} dismissed or snoozed.
            </Text>
          )}
          <Text size="xs" c="dimmed">
            Ranked by expected effect: the points a location’s performance score would gain once fixed, by the score’s
            classic weights.
          </Text>
        </>
      )}
    </Stack>
  );
}
