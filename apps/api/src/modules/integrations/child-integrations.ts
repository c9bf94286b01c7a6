import {
  type ChildIntegration,
  type Integration,
  OAUTH_PROVIDERS,
  type OauthProvider,
  SETUP_STEP_STATUSES,
  type SetupStepStatus,
} from '@repute/domain';
import type { SetupStepRow } from './integrations.repo';

const isStepStatus = (status: string): status is SetupStepStatus =>
  (SETUP_STEP_STATUSES as readonly string[]).includes(status);

export const isSetupStep = (code: string): code is OauthProvider =>
  (OAUTH_PROVIDERS as readonly string[]).includes(code);

/** The stored state of a setup step; a step without a row, or whose integration is connected without one, says so. */
export function stepStatusOf(steps: SetupStepRow[], accountId: number, code: string, connected: boolean) {
  const stored = steps.find((step) => step.accountId === accountId && step.step === code)?.status;
  if (stored && isStepStatus(stored)) return stored;
  // Connected before any setup link (on the integrations page): nothing is left to do.
  return connected ? 'completed' : 'unstarted';
}

/** One integration of a child account as the partner sees it: connected, requested or missing (decision 0144). */
export function toChildIntegration(
  integration: Integration,
  steps: SetupStepRow[],
  accountId: number,
): ChildIntegration {
  const oauth = integration.integration_type === 'oauth';
  return {
    id: integration.id,
    code: integration.code,
    name: integration.name,
    integration_type: oauth ? 'oauth' : 'global_token',
    state: integration.integrated ? 'connected' : integration.requested ? 'requested' : 'missing',
    global_token_integration_id: integration.global_token_integration_id,
    global_token_integration_status: integration.global_token_integration_status,
    expires_at: integration.expires_at,
    daysUntilExpires: integration.daysUntilExpires,
    setup_step: oauth ? stepStatusOf(steps, accountId, integration.code, integration.integrated) : null,
  };
}
