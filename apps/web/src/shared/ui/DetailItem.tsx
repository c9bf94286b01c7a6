import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type DetailItemProps = { label: string; children: ReactNode };

/** One labelled value of a detail page (a location's, a review's); an empty value reads '--'. */
export function DetailItem({ label, children }: DetailItemProps) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Stack gap={2} role="group" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <div>
        {empty ? <Text c="dimmed">--</Text> : typeof children === 'string' ? <Text>{children}</Text> : children}
      </div>
    </Stack>
  );
}
