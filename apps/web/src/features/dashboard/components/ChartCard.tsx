import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { RETRIEVE_DATA_ERROR_MESSAGE } from '../../../shared/ui/messages';

type ChartCardProps = {
  title: string;
  description?: string;
  /** Height the content takes, so the skeleton holds the same space and nothing jumps when data comes. */
  height: number;
  loading: boolean;
  error: boolean;
  /** The numbers on screen are the previous filters' while the new ones load. */
  stale?: boolean;
  children: ReactNode;
};

/** A titled card on the dashboard with its loading skeleton and its failure in place. */
export function ChartCard({ title, description, height, loading, error, stale = false, children }: ChartCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title} h="100%">
      <Stack gap="md" h="100%">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {error ? (
          <ErrorAlert>{RETRIEVE_DATA_ERROR_MESSAGE}</ErrorAlert>
        ) : loading ? (
          <Skeleton height={height} radius="md" aria-label={`Loading ${title}`} role="status" />
        ) : (
          <div aria-busy={stale} style={{ minHeight: height, opacity: stale ? 0.6 : 1, transition: 'opacity 120ms' }}>
            {children}
          </div>
        )}
      </Stack>
    </Paper>
  );
}
