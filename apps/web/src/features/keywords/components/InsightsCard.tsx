import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type InsightsCardProps = {
  title: string;
  description?: string;
  /** Its own export menu, say. */
  actions?: ReactNode;
  /** The numbers on screen are the previous filters' while the new ones load. */
  stale?: boolean;
  children: ReactNode;
};

/** A titled section of a Keywords screen. */
export function InsightsCard({ title, description, actions, stale = false, children }: InsightsCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
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
          {actions}
        </Group>
        <div aria-busy={stale} style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 120ms' }}>
          {children}
        </div>
      </Stack>
    </Paper>
  );
}
