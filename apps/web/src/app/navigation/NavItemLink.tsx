import { NavLink, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import type { NavItem } from './nav-items';

type NavItemLinkProps = { item: NavItem; href: string; active: boolean; collapsed: boolean; onNavigate?: () => void };

/** One menu link; collapsed it shows only its icon, with the label as tooltip and accessible name. */
export function NavItemLink({ item, href, active, collapsed, onNavigate }: NavItemLinkProps) {
  const Icon = item.icon;
  return (
    <Tooltip label={item.label} position="right" disabled={!collapsed} withArrow>
      <NavLink
        component={Link}
        to={href}
        label={item.label}
        aria-label={item.label}
        aria-current={active ? 'page' : undefined}
        active={active}
        variant="subtle"
        leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
        classNames={{ root: 'repute-nav-link' }}
        onClick={onNavigate}
      />
    </Tooltip>
  );
}
