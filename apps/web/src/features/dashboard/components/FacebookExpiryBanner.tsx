import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconBrandFacebook } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAuth } from '../../../shared/auth/use-auth';
import { useOauthTokens } from '../banners-api';
import { facebookExpiryDays, facebookExpiryMessage } from '../facebook-expiry';

/**
 * Spec 000 §4: the Facebook token runs out within 7 days (or has), told to those who can reconnect it or
 * are looking on their behalf. The banner is a hint: if the token list fails to load, it stays away quietly.
 */
export function FacebookExpiryBanner() {
  const auth = useAuth();
  const appPath = useAppPath();
  const tokens = useOauthTokens();
  if (!auth || !tokens.data) return null;
  const days = facebookExpiryDays(tokens.data, {
    userId: auth.user_id,
    isAccountOwner: auth.isAccountOwner,
    isShadowing: auth.isShadowing,
  });
  if (days === null) return null;
  return (
    <Alert
      color={days <= 0 ? 'red' : 'orange'}
      variant="light"
      radius="md"
      icon={<IconBrandFacebook aria-hidden />}
      role="status"
      aria-label="Facebook integration"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {facebookExpiryMessage(days)}
        </Text>
        <Anchor component={Link} to={appPath('/settings/integrations')} size="sm" fw={600}>
          Reconnect Facebook
        </Anchor>
      </Group>
    </Alert>
  );
}
