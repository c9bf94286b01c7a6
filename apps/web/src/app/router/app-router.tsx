import type { ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { ScreenGate } from '../../shared/session/ScreenGate';
import { ProtectedLayout, preloadAppShell } from '../guards/ProtectedLayout';
import { RequireAuth } from '../guards/RequireAuth';
import { ForwardWithQuery } from './ForwardWithQuery';
import { pages } from './lazy-pages';
import { PublicLayout } from './PublicLayout';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { ALIAS_PATHS, APP_ROUTES, PUBLIC_ROUTES, type RouteEntry } from './route-table';

export type RouteHandle = {
  title?: string;
  /** Fetches the route's chunk: see preloadOpeningRoute. */
  preload?: () => Promise<unknown>;
};

/** Spec 000 §2: any other path redirects to /error; it says what happened (decision 0025). */
const NOT_FOUND_TARGET = `/error?statusCode=404&message=${encodeURIComponent('The page you are looking for was not found.')}`;

function pageElement(entry: RouteEntry): ReactNode {
  const Page = pages[entry.page];
  return <Page />;
}

function gatedElement(entry: RouteEntry): ReactNode {
  if (entry.needs) {
    return (
      <ScreenGate title={entry.title} need={entry.needs}>
        {pageElement(entry)}
      </ScreenGate>
    );
  }
  if (entry.signedIn) return <RequireAuth>{pageElement(entry)}</RequireAuth>;
  return pageElement(entry);
}

function toRoutes(entries: RouteEntry[]): RouteObject[] {
  return entries.map((entry) => ({
    path: entry.path,
    element: gatedElement(entry),
    handle: {
      title: entry.title,
      preload: pages[entry.page].preload,
    } satisfies RouteHandle,
  }));
}

/** The signed-in area; built twice: at the root and under /as/{accountId} for shadowing. */
function appChildren(): RouteObject[] {
  return [
    { index: true, element: null },
    ...ALIAS_PATHS.map((path) => ({ path, element: null })),
    ...toRoutes(APP_ROUTES),
  ];
}

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [...toRoutes(PUBLIC_ROUTES), { path: 'users/sign_in', element: <ForwardWithQuery to="/login" /> }],
      },
      {
        path: 'switch-account/:childAccountId',
        element: (
          <RequireAuth>
            <PublicLayout />
          </RequireAuth>
        ),
        children: [{ index: true, element: <pages.SwitchAccount />, handle: { title: 'Switching Account' } }],
      },
      {
        element: <ProtectedLayout />,
        handle: { preload: preloadAppShell } satisfies RouteHandle,
        children: [...appChildren(), { path: 'as/:shadowAccountId', children: appChildren() }],
      },
      { path: '*', element: <Navigate to={NOT_FOUND_TARGET} replace /> },
    ],
  },
];

/**
 * Fetches the chunks of the screen being opened (the navigation shell and the page) at once: otherwise the page's
 * chunk is asked for only once the shell's has arrived and rendered, one wait after the other.
 */
function preloadOpeningRoute(pathname: string): void {
  for (const match of matchRoutes(appRoutes, pathname) ?? []) {
    void (match.route.handle as RouteHandle | undefined)?.preload?.().catch(() => {
      // The route's own lazy load reports a failure when it renders.
    });
  }
}

export function createAppRouter() {
  preloadOpeningRoute(window.location.pathname);
  return createBrowserRouter(appRoutes);
}
