import {
  type Integration,
  type IntegrationKind,
  OAUTH_FAILURES,
  OAUTH_RESULT_PARAMS,
  type OauthFailure,
} from '@repute/domain';
import { countOf } from '../../shared/lib/count-format';

/** The page's sections, in the order of the spec's catalogue (OAuth connect, request access, external launch). */
export const INTEGRATION_GROUPS: readonly { kind: IntegrationKind; title: string; description: string }[] = [
  {
    kind: 'oauth',
    title: 'Connect your accounts',
    description: 'Sign in to the site to let Repute read your reviews and post your responses.',
  },
  {
    kind: 'request_access',
    title: 'Request access',
    description: 'We verify these by hand. Request access and we will get in touch to finish the set-up.',
  },
  { kind: 'external_launch', title: 'Apps', description: 'These apps connect to Repute from their own sites.' },
];

export function groupIntegrations(integrations: readonly Integration[]) {
  return INTEGRATION_GROUPS.map((group) => ({
    ...group,
    integrations: integrations.filter((integration) => integration.kind === group.kind),
  })).filter((group) => group.integrations.length > 0);
}

/** The in-app page an external-launch tile opens (decision 0168): how the app connects, then its own site. */
const GUIDE_PATHS: Record<string, string> = {
  zapier: '/settings/integrations/zapier',
  hootsuite: '/settings/integrations/hootsuite',
  tableau: '/settings/integrations/tableau',
};

export const guidePathOf = (integration: Pick<Integration, 'kind' | 'code'>): string | null =>
  integration.kind === 'external_launch' ? (GUIDE_PATHS[integration.code] ?? null) : null;

export type StateBadge = { label: string; color: string; detail: string | null };

/** What the card says about an integration's state: Connected (with its expiry), Requested, Not connected. */
export function stateOf(integration: Integration): StateBadge | null {
  if (integration.kind === 'external_launch') return null;
  if (integration.kind === 'request_access') {
    if (integration.integrated) return { label: 'Active', color: 'green', detail: null };
    if (integration.requested) {
      return { label: 'Requested', color: 'blue', detail: 'We are verifying your access.' };
    }
    return { label: 'Not requested', color: 'gray', detail: null };
  }
  if (!integration.integrated) return { label: 'Not connected', color: 'gray', detail: null };
  const left = integration.daysUntilExpires;
  if (left === null) return { label: 'Connected', color: 'green', detail: null };
  if (left <= 0) return { label: 'Expired', color: 'red', detail: 'Reconnect to keep your reviews coming in.' };
  return {
    label: 'Connected',
    color: left <= 7 ? 'orange' : 'green',
    detail: `Expires in ${countOf(left, 'day', 'days', { grouping: false })}`,
  };
}

/**
 * Why Connect is not offered, or null when it is or when the integration is connected (its state and Disconnect
 * say all there is). Server settings are the operator's business (README), never shown to a customer.
 */
export function unavailableReason(integration: Integration): string | null {
  if (integration.kind !== 'oauth' || integration.available || integration.integrated) return null;
  return `Connecting ${integration.name} is not available yet.`;
}

const FAILURE_TEXT: Record<OauthFailure, string> = {
  denied: 'permission was not given.',
  state: 'the connection request had expired or was already used. Please try again.',
  exchange: 'the site did not accept the connection. Please try again.',
  unavailable: 'the site could not be reached. Please try again later.',
};

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook', trustpilot: 'Trustpilot' };

export type ConnectResult = { ok: boolean; message: string };

/** What the OAuth callback told the page in its query (connected=google, or connect_failed=google&reason=…). */
export function connectResult(params: URLSearchParams): ConnectResult | null {
  const connected = params.get(OAUTH_RESULT_PARAMS.connected);
  if (connected) return { ok: true, message: `${PROVIDER_NAMES[connected] ?? connected} is connected.` };
  const failed = params.get(OAUTH_RESULT_PARAMS.failed);
  if (!failed) return null;
  const reason = params.get(OAUTH_RESULT_PARAMS.reason);
  const known = OAUTH_FAILURES.find((failure) => failure === reason);
  const why = known ? FAILURE_TEXT[known] : FAILURE_TEXT.exchange;
  return { ok: false, message: `${PROVIDER_NAMES[failed] ?? failed} was not connected: ${why}` };
}

/** The query without the OAuth callback's result (when its alert is closed, or once something else was done). */
export function withoutConnectResult(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [OAUTH_RESULT_PARAMS.connected, OAUTH_RESULT_PARAMS.failed, OAUTH_RESULT_PARAMS.reason]) {
    next.delete(name);
  }
  return next;
}
