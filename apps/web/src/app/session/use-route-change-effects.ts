import { recordAnalytics } from '@repute/domain/contracts/webhooks';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { currentAuth } from '../../shared/auth/auth-store';
import { useAuth } from '../../shared/auth/use-auth';

const APP_NAME = 'Repute';

function recordPageview(path: string): void {
  if (!currentAuth()) return;
  // Fire and forget: analytics never gets in the way, not even by ending the session.
  callEndpoint(recordAnalytics, { body: { event: 'page', path } }, { sessionEffects: 'none' }).catch(() => undefined);
}

function hasTitle(handle: unknown): handle is { title: string } {
  return typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string';
}

/**
 * The tab's title: the page's and the product's name; a white-label account's users never see Repute's (decision
 * 0117), so theirs is the page's alone.
 */
export function documentTitle(pageTitle: string | undefined, isWhitelabel: boolean): string {
  if (isWhitelabel) return pageTitle ?? 'Dashboard';
  return pageTitle ? `${pageTitle} | ${APP_NAME}` : APP_NAME;
}

/** Spec 000 §2: each route change scrolls to the top and records a pageview; the tab shows the page title. */
export function useRouteChangeEffects(): void {
  const { pathname } = useLocation();
  const matches = useMatches();
  const title = [...matches].reverse().find((match) => hasTitle(match.handle))?.handle;

  useEffect(() => {
    window.scrollTo(0, 0);
    recordPageview(pathname);
  }, [pathname]);

  const pageTitle = hasTitle(title) ? title.title : undefined;
  const isWhitelabel = useAuth()?.isWhitelabel ?? false;
  useEffect(() => {
    document.title = documentTitle(pageTitle, isWhitelabel);
  }, [pageTitle, isWhitelabel]);
}
