import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

type StatCardProps = { label: string; value: string; hint?: string; icon: ReactNode; color: string };

/** One overview number: named by its label for assistive technology (and for tests). */
export function StatCard({ label, value, hint, icon, color }: StatCardProps) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: 0.4 }}>
          {label}
        </Text>
        <ThemeIcon variant="light" color={color} radius="xl" size={30} aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      <Text fz={28} fw={700} lh={1.2} mt={4} data-testid="stat-value">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}
