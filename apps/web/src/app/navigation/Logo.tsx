import { IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';

type LogoProps = { logoUrl: string | null | undefined; collapsed: boolean; homePath: string };

/** Repute's mark, or the white-label logo (at most 160 px wide) in its place. */
export function Logo({ logoUrl, collapsed, homePath }: LogoProps) {
  return (
    <Link to={homePath} className="repute-logo" aria-label="Home">
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
