import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAuth } from '../../../shared/auth/use-auth';
import { useAccountSettings } from '../../../shared/session/session-queries';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useStaffGrant } from '../../impersonation';
import { settingsLinks } from '../settings-links';

export function SettingsPage() {
  const auth = useAuth();
  const settings = useAccountSettings();
  const appPath = useAppPath();
  const links = settingsLinks({
    permissions: auth?.permissions ?? {},
    settings: settings.data ?? {},
    may: useMayCallOf(),
    isStaff: useStaffGrant().data?.staff ?? false,
  });
  return (
    <>
      <PageHeader title="Account & Settings" description="Everything about your account, its people and its setup." />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {links.map((link) => (
          // Named by its content (title, then description): a shorter aria-label would not hold the text it shows.
          <UnstyledButton key={link.to} component={Link} to={appPath(link.to)}>
            <Paper withBorder radius="md" p="lg" h="100%">
              <Text fw={600} mb={4}>
                {link.label}
              </Text>
              <Text size="sm" c="dimmed">
                {link.description}
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </>
  );
}
