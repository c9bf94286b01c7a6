import {
  API_SCOPES,
  type ApiScope,
  type AuthorizationRequest,
  type ConsentDecision,
  parseScopeParameter,
} from '@repute/domain/api-access';
import type { Caller } from '../../platform/auth/caller';
import { hashSecret, newSecret } from '../../platform/auth/tokens';
import { AppError } from '../../platform/errors';
import type { ApiAccessRepo, OauthClientRow } from './api-access.repo';
import { OauthError } from './oauth-error';

/** How long an authorization code may wait for its exchange (RFC 6749 §4.1.2 recommends at most 10 minutes). */
const CODE_SECONDS = 300;

type ValidRequest = { client: OauthClientRow; redirectUri: string; scopes: ApiScope[]; challenge: string | null };

/** A request that cannot be sent back: the page says so and sends the browser nowhere (RFC 6749 §4.1.2.1). */
const notSendable = (message: string) => new AppError(400, 'invalid_request', message);

/** The client's redirect URI with the answer's parameters, and the request's state as it came. */
function redirectWith(redirectUri: string, state: string | undefined, parameters: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  if (state !== undefined) url.searchParams.set('state', state);
  return url.toString();
}

/**
 * The consent step of the authorization code flow (decision 0160): the signed-in user of the account a client
 * belongs to sees its name and scopes, and allows or denies. A client of another account is unknown here.
 */
export function createOauthConsentService(repo: ApiAccessRepo) {
  /** The client and redirect URI first: until both are right, nothing may be sent to the redirect URI. */
  async function sendableTarget(caller: Caller, request: AuthorizationRequest) {
    const client = request.client_id ? await repo.findAccountClient(caller.accountId, request.client_id) : undefined;
    if (!client) throw notSendable('This application is not registered in your account.');
    const [only] = client.redirectUris;
    const redirectUri = request.redirect_uri ?? (client.redirectUris.length === 1 ? only : undefined);
    if (!redirectUri || !client.redirectUris.includes(redirectUri)) {
      throw notSendable('The redirect URI does not match any registered for this application.');
    }
    return { client, redirectUri };
  }

  /** The rest of the request (RFC 6749 §4.1.1, RFC 7636 §4.3), whose errors go back to the client. */
  function validated(client: OauthClientRow, redirectUri: string, request: AuthorizationRequest): ValidRequest {
    if (request.response_type !== 'code') {
      throw new OauthError(
        'unsupported_response_type',
        'Only the authorization code flow (response_type=code) is supported.',
      );
    }
    const scopes = parseScopeParameter(request.scope ?? '');
    if (!scopes) throw new OauthError('invalid_scope', 'The scope is missing or names an unknown scope.');
    const challenge = request.code_challenge ?? null;
    if (challenge !== null && request.code_challenge_method !== 'S256') {
      throw new OauthError('invalid_request', 'code_challenge_method must be S256.');
    }
    if (challenge === null && !client.confidential) {
      throw new OauthError('invalid_request', 'A public client must send a PKCE code_challenge (S256).');
    }
    return { client, redirectUri, scopes, challenge };
  }

  /** The valid request, or the address that tells the client what was wrong with it. */
  async function check(caller: Caller, request: AuthorizationRequest) {
    const { client, redirectUri } = await sendableTarget(caller, request);
    try {
      return { valid: validated(client, redirectUri, request) };
    } catch (error) {
      if (!(error instanceof OauthError)) throw error;
      const parameters = { error: error.code, error_description: error.description };
      return { redirect_to: redirectWith(redirectUri, request.state, parameters) };
    }
  }

  return {
    /** What the consent page shows, or where it sends the browser back at once. */
    async describe(caller: Caller, request: AuthorizationRequest) {
      const checked = await check(caller, request);
      if (!checked.valid) return { redirect_to: checked.redirect_to };
      const { client, redirectUri, scopes } = checked.valid;
      return {
        client_name: client.name,
        redirect_uri: redirectUri,
        scopes: scopes.map((scope) => ({ scope, label: API_SCOPES[scope].label })),
      };
    },

    /** Allow: a one-time code bound to the user, the redirect URI and the PKCE challenge. Deny: access_denied. */
    async decide(caller: Caller, { decision, ...request }: ConsentDecision) {
      const checked = await check(caller, request);
      if (!checked.valid) return { redirect_to: checked.redirect_to };
      const { client, redirectUri, scopes, challenge } = checked.valid;
      if (decision === 'deny') {
        const parameters = { error: 'access_denied', error_description: 'The user denied access.' };
        return { redirect_to: redirectWith(redirectUri, request.state, parameters) };
      }
      const code = newSecret();
      await repo.insertGrant({
        accountId: caller.accountId,
        clientId: client.id,
        userId: caller.userId,
        scopes,
        codeHash: hashSecret(code),
        redirectUri,
        codeChallenge: challenge,
        codeExpiresAt: new Date(Date.now() + CODE_SECONDS * 1000),
      });
      return { redirect_to: redirectWith(redirectUri, request.state, { code }) };
    },
  };
}

export type OauthConsentService = ReturnType<typeof createOauthConsentService>;
