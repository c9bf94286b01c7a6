import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ProtectedLayout } from '../guards/ProtectedLayout';
import { RequireAuth } from '../guards/RequireAuth';
import { ForwardWithQuery } from './ForwardWithQuery';
import { pages } from './lazy-pages';
import { PublicLayout } from './PublicLayout';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { ALIAS_PATHS, APP_ROUTES, PUBLIC_ROUTES, type RouteEntry } from './route-table';

export type RouteHandle = { title: string };

/** Spec 000 §2: any other path redirects to /error; it says what happened (decision 0025). */
const NOT_FOUND_TARGET = `/error?statusCode=404&message=${encodeURIComponent('The page you are looking for was not found.')}`;

function pageElement(entry: RouteEntry, framed: boolean): ReactNode {
  if (entry.page) {
    const Page = pages[entry.page];
    return <Page />;
  }
  const page = <pages.ComingSoon title={entry.title} />;
  // Inside the navigation the shell gives the frame; public pages get their own.
  return framed ? (
    page
  ) : (
    <Container size="md" py="xl">
      {page}
    </Container>
  );
}

function toRoutes(entries: RouteEntry[], framed = true): RouteObject[] {
  return entries.map((entry) => ({
    path: entry.path,
    element: pageElement(entry, framed),
    handle: { title: entry.title } satisfies RouteHandle,
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
        children: [
          ...toRoutes(PUBLIC_ROUTES, false),
          { path: 'users/sign_in', element: <ForwardWithQuery to="/login" /> },
        ],
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
        children: [...appChildren(), { path: 'as/:shadowAccountId', children: appChildren() }],
      },
      { path: '*', element: <Navigate to={NOT_FOUND_TARGET} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
