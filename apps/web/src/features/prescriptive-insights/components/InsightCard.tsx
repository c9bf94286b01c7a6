import { Anchor, Badge, Button, Group, List, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import type { PrescriptiveInsight } from '@repute/domain/prescriptive-insights';
import { INSIGHT_SNOOZE_DAYS } from '@repute/domain/prescriptive-insights';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';

type InsightCardProps = {
  insight: PrescriptiveInsight;
  /** Null when the caller may not hide insights. */
  onHide: ((snoozeDays?: 7 | 30) => void) | null;
  hiding: boolean;
};

/** One insight: what happened, what to do, its evidence to open, the screen that fixes it. */
export function InsightCard({ insight, onHide, hiding }: InsightCardProps) {
  const appPath = useAppPath();
  const headingId = `insight-${insight.key.replace(':', '-')}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h5" id={headingId}>
            {insight.title}
          </Title>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            +{insight.effect} pts
          </Badge>
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            Next step:
          </Text>{' '}
          {insight.action}
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Evidence
          </Text>
          <Text size="sm">{insight.evidence.summary}</Text>
          {insight.evidence.items.length > 0 && (
            <List size="sm" spacing={2}>
              {insight.evidence.items.map((item) => (
                <List.Item key={item.href + item.label}>
                  <Anchor component={Link} to={appPath(item.href)} size="sm">
                    {item.label}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          )}
          <Anchor component={Link} to={appPath(insight.evidence.link.href)} size="sm">
            {insight.evidence.link.label}
          </Anchor>
        </Stack>
        <Group gap="sm">
          <Button component={Link} to={appPath(insight.fix.href)} size="xs">
            {insight.fix.label}
          </Button>
          {onHide && (
            <>
              <Button size="xs" variant="default" loading={hiding} onClick={() => onHide()}>
                Dismiss
              </Button>
              <Menu position="bottom-start" withInitialFocusPlaceholder={false}>
                <Menu.Target>
                  <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
                    Snooze
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {INSIGHT_SNOOZE_DAYS.map((days) => (
                    <Menu.Item key={days} onClick={() => onHide(days)}>
                      For {days} days
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
