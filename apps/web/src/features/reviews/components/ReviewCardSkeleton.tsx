import { Group, Paper, Skeleton, Stack } from '@mantine/core';

type ReviewCardSkeletonProps = { count?: number };

/** The shape of the review cards while they load. */
export function ReviewCardSkeleton({ count = 4 }: ReviewCardSkeletonProps) {
  return (
    <Stack gap="md" role="status" aria-label="Loading reviews">
      {Array.from({ length: count }, (_, index) => `review-skeleton-${index}`).map((key) => (
        <Paper key={key} withBorder radius="md" p="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Group gap="sm">
                <Skeleton height={16} width={90} />
                <Skeleton height={20} width={70} radius="sm" />
                <Skeleton height={14} width={140} />
              </Group>
              <Skeleton height={14} width={160} />
            </Group>
            <Skeleton height={12} />
            <Skeleton height={12} />
            <Skeleton height={12} width="60%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
