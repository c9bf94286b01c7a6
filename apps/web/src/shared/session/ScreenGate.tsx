import type { ReactNode } from 'react';
import { PageLoader } from '../ui/PageLoader';
import { PermissionScreen } from '../ui/PermissionScreen';
import type { Need } from './route-access';
import { useAccountSettings } from './session-queries';
import { useRefusal } from './use-may-call';

type ScreenGateProps = { title: string; need: Need; children: ReactNode };

/**
 * A screen shows only to a user who may call the route it is built on (decision 0124); anyone else, arriving by
 * its address, gets the permission screen instead of a screen of failed calls. A feature gate waits for the
 * account's settings before it refuses.
 */
export function ScreenGate({ title, need, children }: ScreenGateProps) {
  const refusal = useRefusal(need);
  const settings = useAccountSettings();
  if (!refusal) return children;
  if (refusal.kind === 'feature' && settings.isPending) return <PageLoader />;
  return <PermissionScreen title={title} />;
}
