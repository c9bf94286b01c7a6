import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type AuthCardProps = { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The centred card every sign-in and password screen uses. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Center mih="100vh" p="md">
      <Stack w="100%" maw={420} gap="lg">
        <Group gap={8} justify="center" c="indigo.7">
          <IconStarFilled size={28} aria-hidden />
          <Text fw={700} fz={24}>
            Repute
          </Text>
        </Group>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={1} size="h3">
                {title}
              </Title>
              {description && (
                <Text c="dimmed" size="sm">
                  {description}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Paper>
        {footer && (
          <Text ta="center" size="sm">
            {footer}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
