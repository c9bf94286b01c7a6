import { Burger } from '@mantine/core';
import type { Whitelabel } from '@repute/domain';
import { Logo } from '../navigation/Logo';
import { navThemeVars } from '../navigation/nav-theme';

type MobileBarProps = { opened: boolean; onOpen: () => void; whitelabel: Whitelabel | undefined; homePath: string };

/** Below 1100 px: the top bar with the burger that opens the navigation drawer. */
export function MobileBar({ opened, onOpen, whitelabel, homePath }: MobileBarProps) {
  return (
    <header className="repute-mobile-bar" style={navThemeVars(whitelabel)}>
      <Burger opened={opened} onClick={onOpen} aria-label="Open navigation" color="var(--nav-text)" size="sm" />
      <Logo logoUrl={whitelabel?.logo_left} collapsed={false} homePath={homePath} />
    </header>
  );
}
