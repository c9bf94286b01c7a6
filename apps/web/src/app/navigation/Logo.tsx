import { IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';

type LogoProps = { logoUrl: string | null | undefined; collapsed: boolean; homePath: string };

/**
 * Repute's mark, or the white-label logo (at most 160 px wide) in its place. Its name starts with the word it
 * shows, so that a person who says what they see ("Repute") reaches it.
 */
export function Logo({ logoUrl, collapsed, homePath }: LogoProps) {
  const name = logoUrl || collapsed ? 'Home' : 'Repute home';
  return (
    <Link to={homePath} className="repute-logo" aria-label={name}>
      {logoUrl ? (
        <img src={logoUrl} alt="" />
      ) : (
        <>
          <IconStarFilled size={26} aria-hidden />
          {!collapsed && <span>Repute</span>}
        </>
      )}
    </Link>
  );
}
