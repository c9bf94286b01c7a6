import { Paper, Skeleton, Title } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';

type ChartCardProps = { title: string; height: number; children: ReactNode };

/** A titled chart, with a skeleton of its size while recharts' chunk loads. */
export function ChartCard({ title, height, children }: ChartCardProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Suspense fallback={<Skeleton height={height} radius="md" />}>{children}</Suspense>
    </Paper>
  );
}
