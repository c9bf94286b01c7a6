import type { ChildIntegration } from '@repute/domain';
import { countOf } from '../../shared/lib/count-format';

/** The words and colour of a child's integration: connected (with its expiry), requested, or missing. */
export function childIntegrationBadge(integration: ChildIntegration): { label: string; color: string } {
  if (integration.state === 'requested') return { label: 'Requested', color: 'blue' };
  if (integration.state === 'missing') return { label: 'Missing', color: 'gray' };
  const left = integration.daysUntilExpires;
  if (left !== null && left <= 0) return { label: 'Expired', color: 'red' };
  return { label: 'Connected', color: left !== null && left <= 7 ? 'orange' : 'green' };
}

const STEP_TEXT = {
  unstarted: 'Setup not started',
  started: 'Setup started',
  completed: 'Setup completed',
  skipped: 'Skipped by the owner',
} as const;

/** What the line under an integration says: its token's expiry, else where its setup step stands. */
export function childIntegrationDetail(integration: ChildIntegration): string | null {
  const left = integration.daysUntilExpires;
  if (integration.state === 'connected' && left !== null) {
    return left <= 0 ? 'The token has expired' : `Expires in ${countOf(left, 'day', 'days', { grouping: false })}`;
  }
  if (integration.state === 'connected' || integration.setup_step === null) return null;
  return STEP_TEXT[integration.setup_step];
}
