import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useMoreSources } from '../banners-api';

/** Stage 3 of the trial banner: the other review sources Repute collects from, and (for admins) where to connect them. */
export function MoreSources({ isAdmin }: { isAdmin: boolean }) {
  const appPath = useAppPath();
  const sources = useMoreSources();
  return (
    <>
      <Text size="sm">Your Google reviews are in. Bring in reviews from more sources:</Text>
      {sources.data && sources.data.length > 0 && (
        <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="More sources">
          {sources.data.map((source) => (
            <Badge key={source.id} component="li" variant="light" color="indigo" tt="none" size="lg" radius="sm">
              {source.name}
            </Badge>
          ))}
        </Group>
      )}
      {isAdmin ? (
        <Anchor component={Link} to={appPath('/settings/integrations')} size="sm" fw={600}>
          Connect more sources
        </Anchor>
      ) : (
        <Text size="sm" fw={600}>
          Connect more sources
        </Text>
      )}
    </>
  );
}
