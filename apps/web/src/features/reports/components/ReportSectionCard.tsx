import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReportSection } from '@repute/domain';
import { Suspense, useState } from 'react';
import { LazyReportChart } from '../charts/lazy-report-chart';
import { ReportFigures } from './ReportFigures';
import { ReportTable } from './ReportTable';

const CHART_HEIGHT = 280;

/** One section of a report: its chart, and its numbers as a table on request (always in print). */
export function ReportSectionCard({ section }: { section: ReportSection }) {
  const [showTable, setShowTable] = useState(false);
  const charted = section.chart !== 'figures' && section.rows.length > 0;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={section.title} className="report-section">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4">
            {section.title}
          </Title>
          {charted && (
            <Button
              variant="subtle"
              size="xs"
              onClick={() => setShowTable((shown) => !shown)}
              className="report-no-print"
            >
              {showTable ? 'Hide table' : 'Show table'}
            </Button>
          )}
        </Group>
        {section.rows.length === 0 && <Text c="dimmed">No data for these filters.</Text>}
        {section.chart === 'figures' && <ReportFigures section={section} />}
        {charted && (
          <Suspense fallback={<Skeleton height={CHART_HEIGHT} radius="md" />}>
            <LazyReportChart section={section} height={CHART_HEIGHT} />
          </Suspense>
        )}
        {charted && (
          <div className={showTable ? undefined : 'report-print-only'}>
            <ReportTable section={section} />
          </div>
        )}
      </Stack>
    </Paper>
  );
}
