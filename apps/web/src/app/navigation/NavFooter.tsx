import { Avatar, NavLink, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconArrowBackUp, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';

type NavFooterProps = {
  collapsed: boolean;
  initials: string;
  profileName: string | undefined;
  /** Null while shadowing: the stand-in user's profile is not the partner's to edit. */
  profileHref: string | null;
  profileActive: boolean;
  showLogout: boolean;
  showExitView: boolean;
  onLogout: () => void;
  onExitView: () => void;
  onNavigate?: () => void;
};

/** Profile with initials (not while shadowing), then Log Out, or Exit view while looking at a child account. */
export function NavFooter(props: NavFooterProps) {
  const { collapsed, initials, profileName, profileHref, profileActive, onNavigate } = props;
  const classNames = { root: 'repute-nav-link' };
  const profileLabel = profileName || 'Profile';
  return (
    <div className="repute-nav-footer">
      {profileHref !== null && (
        <Tooltip label="Profile" position="right" disabled={!collapsed} withArrow>
          <NavLink
            component={Link}
            to={profileHref}
            // Named by what it shows, so that the name holds the visible text (the initials are decoration); folded,
            // the label is hidden and a hidden copy names the link.
            label={profileLabel}
            active={profileActive}
            aria-current={profileActive ? 'page' : undefined}
            variant="subtle"
            classNames={classNames}
            onClick={onNavigate}
            leftSection={
              <>
                <Avatar size={28} radius="xl" color="indigo" variant="filled" aria-hidden>
                  {initials}
                </Avatar>
                {collapsed && <VisuallyHidden>{profileLabel}</VisuallyHidden>}
              </>
            }
          />
        </Tooltip>
      )}
      {props.showExitView && (
        <Tooltip label="Exit view" position="right" disabled={!collapsed} withArrow>
          <NavLink
            component="button"
            type="button"
            label="Exit view"
            aria-label="Exit view"
            variant="subtle"
            classNames={classNames}
            onClick={props.onExitView}
            leftSection={<IconArrowBackUp size={20} stroke={1.6} aria-hidden />}
          />
        </Tooltip>
      )}
      {props.showLogout && (
        <Tooltip label="Log Out" position="right" disabled={!collapsed} withArrow>
          <NavLink
            component="button"
            type="button"
            label="Log Out"
            aria-label="Log Out"
            variant="subtle"
            classNames={classNames}
            onClick={props.onLogout}
            leftSection={<IconLogout size={20} stroke={1.6} aria-hidden />}
          />
        </Tooltip>
      )}
    </div>
  );
}
