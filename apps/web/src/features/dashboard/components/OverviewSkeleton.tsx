import { SimpleGrid, Skeleton } from '@mantine/core';

/** The six overview cards while the numbers load, the same size as the cards. */
export function OverviewSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 6 }} spacing="md" role="status" aria-label="Loading metrics">
      {['rating', 'total', 'positive', 'negative', 'rate', 'time'].map((key) => (
        <Skeleton key={key} height={118} radius="md" />
      ))}
    </SimpleGrid>
  );
}
