import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { api } from '../../shared/api/api-client';
import { currentAuth } from '../../shared/auth/auth-store';

const APP_NAME = 'Repute';

function recordPageview(path: string): void {
  if (!currentAuth()) return;
  // Fire and forget: analytics never gets in the way, not even by ending the session.
  api
    .request({
      method: 'POST',
      path: '/webhooks/analytics-secure',
      body: { event: 'page', path },
      sessionEffects: 'none',
    })
    .catch(() => undefined);
}

function hasTitle(handle: unknown): handle is { title: string } {
  return typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string';
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
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${APP_NAME}` : APP_NAME;
  }, [pageTitle]);
}
