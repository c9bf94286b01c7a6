import { ActionIcon, CloseButton, ScrollArea, Skeleton, Stack } from '@mantine/core';
import { profileInitials } from '@repute/domain/users';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { splitShadowPath } from '../../shared/auth/app-path';
import { useAppPath } from '../../shared/auth/use-app-path';
import { useAuthSnapshot } from '../../shared/auth/use-auth';
import { useAccountSettings, useCurrentUser, useWhitelabel } from '../../shared/session/session-queries';
import { useExitView } from '../session/use-exit-view';
import { useLogout } from '../session/use-logout';
import { Logo } from './Logo';
import { NavFooter } from './NavFooter';
import { NavMenu } from './NavMenu';
import { activeNavPath, navEntries } from './nav-items';
import { navThemeVars } from './nav-theme';
import './navigation.css';

type NavigationProps = {
  collapsed: boolean;
  /** Desktop: shows the collapse toggle. */
  onToggleCollapsed?: () => void;
  /** Mobile drawer: shows a close button and closes after a link is followed. */
  onClose?: () => void;
};

export function Navigation({ collapsed, onToggleCollapsed, onClose }: NavigationProps) {
  const { auth } = useAuthSnapshot();
  const settings = useAccountSettings();
  const whitelabel = useWhitelabel();
  const user = useCurrentUser();
  const appPath = useAppPath();
  const { pathname, search } = useLocation();
  const logout = useLogout();
  const exitView = useExitView();
  if (!auth) return null;

  const entries = navEntries({
    permissions: auth.permissions,
    settings: settings.data ?? {},
    isParent: auth.isParent,
    userTypeId: auth.user_type_id,
  });
  const innerPath = splitShadowPath(pathname).innerPath;
  const profileName = user.data?.profile_name;

  return (
    <nav
      className="repute-nav"
      aria-label="Main navigation"
      data-collapsed={collapsed || undefined}
      style={navThemeVars(whitelabel.data)}
    >
      <div className="repute-nav-top">
        <Logo logoUrl={whitelabel.data?.logo_left} collapsed={collapsed} homePath={appPath('/')} />
        {onToggleCollapsed && (
          <ActionIcon
            variant="subtle"
            className="repute-nav-icon-button"
            onClick={onToggleCollapsed}
            aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
            aria-expanded={!collapsed}
          >
            {collapsed ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
          </ActionIcon>
        )}
        {onClose && <CloseButton aria-label="Close navigation" className="repute-nav-icon-button" onClick={onClose} />}
      </div>
      <ScrollArea className="repute-nav-scroll" scrollbarSize={6}>
        {settings.isPending ? (
          <Stack gap={8} p="sm" aria-label="Loading navigation" role="status">
            {[1, 2, 3, 4, 5, 6].map((row) => (
              <Skeleton key={row} height={32} radius="sm" opacity={0.2} />
            ))}
          </Stack>
        ) : (
          <NavMenu
            entries={entries}
            activePath={activeNavPath(entries, innerPath, search)}
            collapsed={collapsed}
            hrefFor={appPath}
            onNavigate={onClose}
          />
        )}
      </ScrollArea>
      <NavFooter
        collapsed={collapsed}
        initials={profileInitials(profileName ?? auth.email)}
        profileName={profileName}
        // Spec 000 §6: impersonated or shadowing sessions hide Log Out and the account menu.
        profileHref={auth.isShadowing || auth.isImpersonated ? null : appPath('/settings/profile')}
        profileActive={innerPath === '/settings/profile'}
        showLogout={!auth.isImpersonated && !auth.isShadowing}
        // Without the parent's own auth (a partner's sign-in link, decision 0145), Exit view ends the session.
        showExitView={auth.isShadowing}
        onLogout={() => void logout()}
        onExitView={exitView}
        onNavigate={onClose}
      />
    </nav>
  );
}
