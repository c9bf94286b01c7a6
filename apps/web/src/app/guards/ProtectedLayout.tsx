import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuthSnapshot } from '../../shared/auth/use-auth';
import { lazyNamed } from '../../shared/lib/lazy-named';
import { PageLoader } from '../../shared/ui/PageLoader';
import { guardRedirect } from './guard-redirect';

const AppShellLayout = lazyNamed(() => import('../shell/AppShellLayout'), 'AppShellLayout');

/** The navigation shell's chunk, for the router to fetch beside the opening page's. */
export const preloadAppShell = AppShellLayout.preload;

/** Every signed-in screen passes here: the guard's decision first, then the navigation shell. */
export function ProtectedLayout() {
  const { auth, ended } = useAuthSnapshot();
  const { pathname, search } = useLocation();
  const target = guardRedirect({ pathname, search, auth, sessionEnded: ended });
  if (target) return <Navigate to={target} replace />;
  return (
    <Suspense fallback={<PageLoader />}>
      <AppShellLayout />
    </Suspense>
  );
}
