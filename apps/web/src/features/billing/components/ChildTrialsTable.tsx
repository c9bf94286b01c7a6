import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { ChildTrial } from '@repute/domain/billing';
import { formatDay } from '../../../shared/lib/account-time';
import { countOf } from '../../../shared/lib/count-format';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';

type ChildTrialsTableProps = {
  trials: ChildTrial[];
  timeZone: string;
  onExtend: (trial: ChildTrial) => void;
  onConvert: (trial: ChildTrial) => void;
};

function daysLeftText(trial: ChildTrial): string {
  if (trial.daysLeftInTrial < 0) return '—';
  if (trial.daysLeftInTrial === 0) return 'Ended';
  return `${countOf(trial.daysLeftInTrial, 'day', 'days', { grouping: false })} left`;
}

const dayOrDash = (iso: string | null, timeZone: string) => (iso ? formatDay(iso, timeZone) : '—');

/** Each child's trial with its dates; only a running (or just ended) trial offers Extend and Convert. */
export function ChildTrialsTable({ trials, timeZone, onExtend, onConvert }: ChildTrialsTableProps) {
  return (
    <ResponsiveTableContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Trials">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th {...WIDE_ONLY}>Status</Table.Th>
            <Table.Th {...WIDE_ONLY}>Trial started</Table.Th>
            <Table.Th {...WIDE_ONLY}>Trial ends</Table.Th>
            <Table.Th>Days left</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trials.map((trial) => (
            <Table.Tr key={trial.id}>
              <Table.Td>
                <Text fw={500}>{trial.name}</Text>
                {trial.plan_name && (
                  <Text size="sm" c="dimmed">
                    {trial.plan_name}
                  </Text>
                )}
              </Table.Td>
              <Table.Td {...WIDE_ONLY}>
                <Badge variant="light" color={trial.status === 'trial' ? 'teal' : 'gray'}>
                  {trial.status}
                </Badge>
              </Table.Td>
              <Table.Td {...WIDE_ONLY}>{dayOrDash(trial.trial_started_at, timeZone)}</Table.Td>
              <Table.Td {...WIDE_ONLY}>{dayOrDash(trial.trial_ended_at, timeZone)}</Table.Td>
              <Table.Td>{daysLeftText(trial)}</Table.Td>
              <Table.Td>
                {trial.status === 'trial' && (
                  <Group gap="xs" justify="flex-end">
                    <Button size="xs" variant="light" onClick={() => onExtend(trial)}>
                      Extend
                    </Button>
                    <Button size="xs" onClick={() => onConvert(trial)}>
                      Convert
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTableContainer>
  );
}
