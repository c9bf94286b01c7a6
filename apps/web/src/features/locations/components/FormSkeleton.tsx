import { Paper, Skeleton, Stack } from '@mantine/core';

/** The location form's loading skeleton (spec 001 §2: shown for 500 ms). */
export function FormSkeleton() {
  return (
    <Paper withBorder radius="md" p="lg" role="status" aria-label="Loading location form">
      <Stack gap="md">
        {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
          <Stack key={key} gap={6}>
            <Skeleton height={12} width={120} />
            <Skeleton height={36} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
