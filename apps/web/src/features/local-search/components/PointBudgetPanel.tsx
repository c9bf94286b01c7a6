import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { calendarDay } from '@repute/domain/date-library';
import type { PointBudget } from '@repute/domain/local-search';
import { formatCount } from '../../../shared/lib/count-format';

type PointBudgetPanelProps = { budget: PointBudget; onEdit?: () => void };

/** The month's grid points, spent and left, in view before anyone runs a scan: no surprise costs. */
export function PointBudgetPanel({ budget, onEdit }: PointBudgetPanelProps) {
  const spent = budget.monthly_points === 0 ? 100 : Math.min(100, (budget.used_points / budget.monthly_points) * 100);
  const month = calendarDay(`${budget.month}-01`).format('MMMM YYYY');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="point-budget-title">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="point-budget-title">
            Grid points in {month}
          </Title>
          {onEdit && (
            <Button variant="default" size="xs" onClick={onEdit}>
              Set budget
            </Button>
          )}
        </Group>
        <Progress
          value={spent}
          color={budget.left_points === 0 ? 'red' : 'blue'}
          aria-label={`${formatCount(budget.used_points)} of ${formatCount(budget.monthly_points)} grid points used`}
        />
        <Text size="sm">
          {formatCount(budget.used_points)} used of {formatCount(budget.monthly_points)} ·{' '}
          <strong>{formatCount(budget.left_points)} left</strong>. Each scan spends one point a grid point.
        </Text>
      </Stack>
    </Paper>
  );
}
