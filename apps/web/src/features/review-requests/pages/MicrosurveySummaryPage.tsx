import {
  Anchor,
  Group,
  NativeSelect,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type ExportScale, SCORE_OPTIONS, SELECTOR_TITLES } from '@repute/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { ExportMenu } from '../../../shared/exports/ExportMenu';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { QrCode } from '../../../shared/ui/QrCode';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { type SummaryDates, useMicrosurvey, useMicrosurveySummary } from '../microsurvey-api';

/** Spec 001 §9: the microsurvey export's scale, star rating 1 to 5 (the default) or NPS scale 1 to 10. */
const EXPORT_SCALES: { value: ExportScale; label: string }[] = [
  { value: 'star', label: 'Star rating 1 to 5' },
  { value: 'nps', label: 'NPS scale 1 to 10' },
];

const Stat = ({ label, value }: { label: string; value: string }) => (
  <Paper withBorder p="md" radius="md">
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text size="xl" fw={700}>
      {value}
    </Text>
  </Paper>
);

/** /request-reviews/microsurveys/{id}/summaries: how a microsurvey was answered between two dates, and its link. */
export function MicrosurveySummaryPage() {
  const appPath = useAppPath();
  const id = Number(useParams().id);
  const [dates, setDates] = useState<SummaryDates>({});
  const [scale, setScale] = useState<ExportScale>('star');
  const microsurvey = useMicrosurvey(id);
  const summary = useMicrosurveySummary(id, dates);
  const data = summary.data;
  const labels = new Map(
    (microsurvey.data ? SCORE_OPTIONS[microsurvey.data.selector_type] : []).map((option) => [
      option.value,
      option.label,
    ]),
  );
  const link = microsurvey.data ? `${window.location.origin}/m/${microsurvey.data.token}` : '';

  return (
    <>
      <PageHeader
        title={microsurvey.data?.name ?? 'Microsurvey Summaries'}
        description={
          microsurvey.data &&
          `${SELECTOR_TITLES[microsurvey.data.selector_type]} · ${microsurvey.data.location_name} · ${microsurvey.data.question}`
        }
        back={{ to: appPath('/request-reviews/microsurveys'), label: 'Back to Microsurveys' }}
        actions={
          // The answers of the dates on screen, through the export mechanism (issue 15 §4, decision 0091).
          <ExportMenu
            request={
              microsurvey.data
                ? { resource: 'microsurvey_responses', filters: { microsurvey_id: id, ...dates, scale } }
                : null
            }
          />
        }
      />
      {microsurvey.isError && <ErrorAlert error={microsurvey.error} />}
      {microsurvey.data && (
        <Group align="flex-start" gap="lg" mb="lg">
          <QrCode value={link} label={`QR code of ${microsurvey.data.name}`} size={96} />
          <Stack gap={4}>
            <Text fw={600}>Link</Text>
            <Anchor href={link} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
              {link}
            </Anchor>
          </Stack>
        </Group>
      )}
      <Group gap="sm" mb="lg">
        <TextInput
          type="date"
          label="From"
          value={dates.start_date ?? ''}
          onChange={(event) =>
            setDates((current) => ({ ...current, start_date: event.currentTarget.value || undefined }))
          }
        />
        <TextInput
          type="date"
          label="To"
          value={dates.end_date ?? ''}
          onChange={(event) =>
            setDates((current) => ({ ...current, end_date: event.currentTarget.value || undefined }))
          }
        />
        <NativeSelect
          label="Export scale"
          data={EXPORT_SCALES}
          value={scale}
          onChange={(event) => setScale(event.currentTarget.value as ExportScale)}
        />
      </Group>
      {summary.isError && <ErrorAlert error={summary.error} />}
      {summary.isPending && <TableSkeleton />}
      {data &&
        (data.total === 0 ? (
          <EmptyState title="No responses yet">Share the link or the QR code to collect answers.</EmptyState>
        ) : (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Stat label="Responses" value={String(data.total)} />
              <Stat label="Average" value={data.average === null ? '–' : data.average.toFixed(1)} />
              {data.nps !== null && <Stat label="NPS" value={String(data.nps)} />}
            </SimpleGrid>
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                Answers
              </Title>
              <Stack gap={6}>
                {[...data.distribution].reverse().map((bucket) => (
                  <Group key={bucket.score} gap="sm" wrap="nowrap">
                    <Text size="sm" w={90}>
                      {labels.get(bucket.score) ?? bucket.score}
                    </Text>
                    <Progress
                      value={(bucket.count / data.total) * 100}
                      style={{ flex: 1 }}
                      aria-label={`${labels.get(bucket.score) ?? bucket.score}: ${bucket.count}`}
                    />
                    <Text size="sm" w={40} ta="right">
                      {bucket.count}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Paper>
            {data.feedback.length > 0 && (
              <Table verticalSpacing="sm" aria-label="Feedback">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Score</Table.Th>
                    <Table.Th>Feedback</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.feedback.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>{new Date(row.created_at).toLocaleDateString()}</Table.Td>
                      <Table.Td>{labels.get(row.score) ?? row.score}</Table.Td>
                      <Table.Td>{row.feedback}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        ))}
    </>
  );
}
