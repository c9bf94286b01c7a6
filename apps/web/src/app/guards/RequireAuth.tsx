import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuthSnapshot } from '../../shared/auth/use-auth';

type RequireAuthProps = { children: ReactNode };

/** For signed-in screens outside the navigation: without a session, off to /login with the way back kept. */
export function RequireAuth({ children }: RequireAuthProps) {
  const { auth, ended } = useAuthSnapshot();
  const { pathname, search } = useLocation();
  if (!auth) {
    const target = ended ? '/login' : `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
    return <Navigate to={target} replace />;
  }
  return children;
}
