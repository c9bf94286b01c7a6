import { Fragment } from 'react';
import { NavItemLink } from './NavItemLink';
import type { NavEntry } from './nav-items';

type NavMenuProps = {
  entries: NavEntry[];
  activePath: string | null;
  collapsed: boolean;
  hrefFor: (path: string) => string;
  onNavigate?: () => void;
};

/** The menu's items and titled sections, as computed by navEntries. */
export function NavMenu({ entries, activePath, collapsed, hrefFor, onNavigate }: NavMenuProps) {
  const link = (item: Extract<NavEntry, { kind: 'item' }>) => (
    <NavItemLink
      key={`${item.label}-${item.to}`}
      item={item}
      href={hrefFor(item.to)}
      active={item.to === activePath}
      collapsed={collapsed}
      onNavigate={onNavigate}
    />
  );
  return (
    <div className="repute-nav-list">
      {entries.map((entry) =>
        entry.kind === 'item' ? (
          link(entry)
        ) : (
          <Fragment key={entry.label}>
            {collapsed ? (
              <div className="repute-nav-divider" />
            ) : (
              <div className="repute-nav-section-label">{entry.label}</div>
            )}
            {entry.items.map(link)}
          </Fragment>
        ),
      )}
    </div>
  );
}
