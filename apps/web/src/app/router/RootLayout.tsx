import { Outlet } from 'react-router';
import { useAuthTransitions } from '../session/use-auth-transitions';
import { useRouteChangeEffects } from '../session/use-route-change-effects';

export function RootLayout() {
  useAuthTransitions();
  useRouteChangeEffects();
  return <Outlet />;
}
