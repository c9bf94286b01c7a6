import { Anchor, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useMayCall } from '../../../shared/session/use-may-call';

/** The three competitor screens, each offered to whoever may read it. */
export function CompetitorsNav() {
  const path = useAppPath();
  const { pathname } = useLocation();
  const links = [
    { to: '/competitors', label: 'Overview', shown: useMayCall('GET /reports/:account_id/competitor/overview') },
    { to: '/competitors/locations', label: 'Locations', shown: useMayCall('GET /competitors') },
    { to: '/competitors/brands', label: 'Brands', shown: useMayCall('GET /competitor_brands') },
  ];
  return (
    <Group component="nav" aria-label="Competitor screens" gap="lg" mb="md">
      {links
        .filter((link) => link.shown)
        .map((link) => (
          <Anchor
            key={link.to}
            component={Link}
            to={path(link.to)}
            fw={pathname.endsWith(link.to) ? 700 : 500}
            underline={pathname.endsWith(link.to) ? 'always' : 'hover'}
            aria-current={pathname.endsWith(link.to) ? 'page' : undefined}
          >
            {link.label}
          </Anchor>
        ))}
    </Group>
  );
}
