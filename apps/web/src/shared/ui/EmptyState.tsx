import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type EmptyStateProps = { title: string; children?: ReactNode };

export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
        <IconInbox size={26} />
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      {children && (
        <Text c="dimmed" size="sm" ta="center">
          {children}
        </Text>
      )}
    </Stack>
  );
}
