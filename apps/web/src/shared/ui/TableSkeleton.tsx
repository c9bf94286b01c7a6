import { Skeleton, Stack } from '@mantine/core';

type TableSkeletonProps = { rows?: number; label?: string };

export function TableSkeleton({ rows = 5, label = 'Loading' }: TableSkeletonProps) {
  return (
    <Stack gap="xs" role="status" aria-label={label}>
      <Skeleton height={36} />
      {Array.from({ length: rows }, (_, row) => `row-${row}`).map((key) => (
        <Skeleton key={key} height={44} />
      ))}
    </Stack>
  );
}
