import { CloseButton, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BannerLevel } from './banner-store';

const COLORS: Record<BannerLevel, { background: string; color: string }> = {
  alert: { background: 'var(--mantine-color-red-7)', color: 'white' },
  warning: { background: 'var(--mantine-color-yellow-3)', color: 'var(--mantine-color-dark-8)' },
  info: { background: 'var(--mantine-color-blue-7)', color: 'white' },
  success: { background: 'var(--mantine-color-teal-7)', color: 'white' },
};

type NotificationBannerProps = { level: BannerLevel; children: ReactNode; onDismiss?: () => void };

/** One full-width line of the banner fixed at the top (spec 000 §2). */
export function NotificationBanner({ level, children, onDismiss }: NotificationBannerProps) {
  const colors = COLORS[level];
  return (
    <Group
      role={level === 'alert' ? 'alert' : 'status'}
      justify="center"
      wrap="nowrap"
      gap="sm"
      px="md"
      py={8}
      style={{ background: colors.background, color: colors.color }}
    >
      <Text size="sm" fw={500} ta="center" style={{ flex: 1 }}>
        {children}
      </Text>
      {onDismiss && <CloseButton aria-label="Dismiss" onClick={onDismiss} c="inherit" variant="transparent" />}
    </Group>
  );
}
