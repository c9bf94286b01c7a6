import { Anchor, Group, List, Progress, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { SetupProgress } from '@repute/domain';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { setupChecklist } from '../trial-setup';

type SetupChecklistProps = { progress: SetupProgress; isAdmin: boolean };

/** Stage 2 of the trial banner: the setup steps, done ones ticked, open ones linking to where they are done. */
export function SetupChecklist({ progress, isAdmin }: SetupChecklistProps) {
  const appPath = useAppPath();
  const steps = setupChecklist(progress, isAdmin);
  const done = steps.filter((step) => step.done).length;
  return (
    <>
      <Group gap="sm" wrap="nowrap">
        <Progress value={(done / steps.length) * 100} w={160} size="sm" aria-label="Setup progress" />
        <Text size="sm" c="dimmed">
          {done} of {steps.length} done
        </Text>
      </Group>
      <List spacing={6} size="sm" aria-label="Setup checklist">
        {steps.map((step) => (
          <List.Item
            key={step.flag}
            icon={
              <ThemeIcon
                size={20}
                radius="xl"
                color={step.done ? 'teal' : 'gray'}
                variant={step.done ? 'filled' : 'light'}
              >
                {step.done ? <IconCheck size={13} aria-hidden /> : <IconCircleDashed size={13} aria-hidden />}
              </ThemeIcon>
            }
          >
            {step.done ? (
              <Text size="sm" c="dimmed" td="line-through">
                {step.label}
                <VisuallyHidden> (done)</VisuallyHidden>
              </Text>
            ) : step.path === null ? (
              <Text size="sm">{step.label}</Text>
            ) : (
              <Anchor component={Link} to={appPath(step.path)} size="sm">
                {step.label}
              </Anchor>
            )}
          </List.Item>
        ))}
      </List>
    </>
  );
}
