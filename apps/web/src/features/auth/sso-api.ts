import type { EndpointBody } from '@repute/domain/contracts/endpoint';
import { finishOidcLogin, startOidcLogin } from '@repute/domain/contracts/oidc-sso';
import { callEndpoint } from '../../shared/api/call-endpoint';

/** Single sign-on (decision 0156): calls made before there is a session. */
const publicCall = { credentials: null, sessionEffects: 'none' } as const;

/** The state this browser sent to the provider, and where to go after: the callback checks it (login CSRF). */
const PENDING_KEY = 'repute.sso.pending';
type PendingSignIn = { state: string; redirect: string };

export function startSso(email: string) {
  return callEndpoint(startOidcLogin, { body: { email } }, publicCall);
}

export function finishSso(body: EndpointBody<typeof finishOidcLogin>) {
  return callEndpoint(finishOidcLogin, { body }, publicCall);
}

export function rememberSsoSignIn(pending: PendingSignIn): void {
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
}

/** The sign-in this browser started, once: read and forgotten. */
export function takeSsoSignIn(): PendingSignIn | null {
  const stored = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  if (!stored) return null;
  try {
    const parsed = JSON.parse(stored) as Partial<PendingSignIn>;
    return typeof parsed.state === 'string' && typeof parsed.redirect === 'string'
      ? { state: parsed.state, redirect: parsed.redirect }
      : null;
  } catch {
    return null;
  }
}
