import { Navigate, useLocation } from 'react-router';

type ForwardWithQueryProps = { to: string };

/** A permanent move to another path that keeps the query (for example /users/sign_in → /login). */
export function ForwardWithQuery({ to }: ForwardWithQueryProps) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}
