import { Drawer } from '@mantine/core';
import { useDisclosure, useElementSize, useMediaQuery } from '@mantine/hooks';
import { type CSSProperties, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppPath } from '../../shared/auth/use-app-path';
import { useWhitelabel } from '../../shared/session/session-queries';
import { PageLoader } from '../../shared/ui/PageLoader';
import { Navigation } from '../navigation/Navigation';
import { MOBILE_QUERY, NAV_WIDTH_COLLAPSED, NAV_WIDTH_OPEN, navThemeVars } from '../navigation/nav-theme';
import { useNavCollapsed } from '../navigation/use-nav-collapsed';
import { useRealtimeConnection } from '../realtime/use-realtime-connection';
import { useImpersonationBanner } from '../session/use-impersonation-banner';
import { useRefreshAuth } from '../session/use-refresh-auth';
import { useSessionEffects } from '../session/use-session-effects';
import { useShadowBanner } from '../session/use-shadow-banner';
import { BannerArea } from './BannerArea';
import { MobileBar } from './MobileBar';
import './shell.css';

/** The signed-in frame: banners on top, the left menu (a drawer on small screens) and the page. */
export function AppShellLayout() {
  const [collapsed, setCollapsed] = useNavCollapsed();
  const isMobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const [drawerOpened, drawer] = useDisclosure(false);
  const { ref: bannerRef, height: bannerHeight } = useElementSize();
  const whitelabel = useWhitelabel();
  const appPath = useAppPath();
  const { pathname } = useLocation();
  useRefreshAuth();
  useSessionEffects();
  useRealtimeConnection();
  useShadowBanner();
  useImpersonationBanner();

  // The drawer belongs to small screens and to one page at a time: close it when either changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: isMobile and pathname are the triggers
  useEffect(() => {
    drawer.close();
  }, [isMobile, pathname, drawer.close]);

  const shellStyle = {
    '--repute-nav-width': `${collapsed ? NAV_WIDTH_COLLAPSED : NAV_WIDTH_OPEN}px`,
    '--repute-banner-height': `${bannerHeight}px`,
    ...navThemeVars(whitelabel.data),
  } as CSSProperties;

  return (
    <div className="repute-shell" style={shellStyle}>
      <BannerArea ref={bannerRef} />
      <MobileBar opened={drawerOpened} onOpen={drawer.open} whitelabel={whitelabel.data} homePath={appPath('/')} />
      {!isMobile && (
        <aside className="repute-sidebar">
          <Navigation collapsed={collapsed} onToggleCollapsed={() => setCollapsed(!collapsed)} />
        </aside>
      )}
      {isMobile && (
        // The compound form, so that the dialog itself carries a name (the menu has no visible title).
        <Drawer.Root opened={drawerOpened} onClose={drawer.close} size={NAV_WIDTH_OPEN}>
          <Drawer.Overlay />
          <Drawer.Content aria-label="Navigation" style={{ background: 'var(--nav-bg)' }}>
            <Drawer.Body style={{ height: '100%', padding: 0 }}>
              <Navigation collapsed={false} onClose={drawer.close} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      )}
      <main className="repute-main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
