import {
  ACCESS_TOKEN_SECONDS,
  knownScopes,
  parseScopeParameter,
  TOKEN_PREFIXES,
  type TokenRequest,
  type TokenResponse,
} from '@repute/domain/api-access';
import { hashSecret } from '../../platform/auth/tokens';
import type { ApiAccessRepo, OauthClientRow, OauthGrantRow } from './api-access.repo';
import { matchesHash, prefixedSecret } from './client-secrets';
import { OauthError } from './oauth-error';
import { verifierMatches } from './pkce';

/** A refresh token lives 30 days unused; each use gives a new one (rotation, decision 0160). */
const REFRESH_TOKEN_SECONDS = 30 * 86_400;

/** How the client says who it is: HTTP Basic (RFC 6749 §2.3.1) or client_id and client_secret in the body. */
export type ClientCredentials = { clientId?: string | undefined; clientSecret?: string | undefined };

const invalidGrant = (description: string) => new OauthError('invalid_grant', description);

/** The token and revocation endpoints of the authorization code flow (RFC 6749 §4.1.3, §6; RFC 7009). */
export function createOauthTokensService(repo: ApiAccessRepo) {
  /** A confidential client proves its secret; a public one only names itself (its proof is PKCE). */
  async function authenticatedClient({ clientId, clientSecret }: ClientCredentials): Promise<OauthClientRow> {
    const client = clientId ? await repo.findClient(clientId) : undefined;
    if (!client) throw new OauthError('invalid_client', 'Unknown client.');
    if (client.confidential && !(clientSecret && client.secretHash && matchesHash(clientSecret, client.secretHash))) {
      throw new OauthError('invalid_client', 'The client secret is missing or wrong.');
    }
    return client;
  }

  async function issueTokens(grant: OauthGrantRow): Promise<TokenResponse> {
    const access = prefixedSecret(TOKEN_PREFIXES.access);
    const refresh = prefixedSecret(TOKEN_PREFIXES.refresh);
    const at = Date.now();
    const common = { accountId: grant.accountId, grantId: grant.id, revokedAt: null };
    await repo.insertGrantToken({
      ...common,
      kind: 'access',
      tokenHash: hashSecret(access),
      expiresAt: new Date(at + ACCESS_TOKEN_SECONDS * 1000),
    });
    await repo.insertGrantToken({
      ...common,
      kind: 'refresh',
      tokenHash: hashSecret(refresh),
      expiresAt: new Date(at + REFRESH_TOKEN_SECONDS * 1000),
    });
    return {
      access_token: access,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      refresh_token: refresh,
      scope: knownScopes(grant.scopes).join(' '),
    };
  }

  /** RFC 6749 §4.1.3 with RFC 7636 §4.5; a code used twice ends every token made from it (§4.1.2). */
  async function exchangeCode(client: OauthClientRow, request: TokenRequest): Promise<TokenResponse> {
    if (!request.code) throw new OauthError('invalid_request', 'code is required.');
    const grant = await repo.findGrantByCode(hashSecret(request.code));
    if (!grant || grant.clientId !== client.id) throw invalidGrant('The code is unknown.');
    if (!(await repo.useCode(grant.id))) {
      await repo.revokeGrant(grant.id);
      throw invalidGrant('The code was already used; the tokens issued for it are revoked.');
    }
    if (grant.revokedAt || grant.codeExpiresAt.getTime() <= Date.now()) throw invalidGrant('The code has expired.');
    if (request.redirect_uri !== grant.redirectUri) {
      throw invalidGrant('redirect_uri does not match the one of the authorization request.');
    }
    if (grant.codeChallenge !== null) {
      if (!request.code_verifier || !verifierMatches(request.code_verifier, grant.codeChallenge)) {
        throw invalidGrant('The code_verifier does not match the code_challenge.');
      }
    } else if (request.code_verifier) {
      throw invalidGrant('A code_verifier was sent for a code requested without a code_challenge.');
    }
    return issueTokens(grant);
  }

  /** RFC 6749 §6 with rotation: a refresh token works once; presented again, its grant ends (RFC 9700 §4.14). */
  async function refresh(client: OauthClientRow, request: TokenRequest): Promise<TokenResponse> {
    if (!request.refresh_token) throw new OauthError('invalid_request', 'refresh_token is required.');
    const found = await repo.findGrantToken(hashSecret(request.refresh_token));
    if (found?.token.kind !== 'refresh' || found.grant.clientId !== client.id) {
      throw invalidGrant('The refresh token is unknown.');
    }
    const { token, grant } = found;
    if (grant.revokedAt) throw invalidGrant('The refresh token was revoked.');
    if (token.revokedAt || !(await repo.revokeGrantToken(token.id))) {
      await repo.revokeGrant(grant.id);
      throw invalidGrant('The refresh token was already used; every token of this grant is revoked.');
    }
    if (token.expiresAt.getTime() <= Date.now()) throw invalidGrant('The refresh token has expired.');
    if (request.scope !== undefined) {
      const asked = parseScopeParameter(request.scope);
      if (!asked?.every((scope) => grant.scopes.includes(scope))) {
        throw new OauthError('invalid_scope', 'A refresh may not ask for scopes beyond those granted.');
      }
    }
    return issueTokens(grant);
  }

  return {
    /** POST /oauth/token. */
    async token(credentials: ClientCredentials, request: TokenRequest): Promise<TokenResponse> {
      const client = await authenticatedClient(credentials);
      switch (request.grant_type) {
        case 'authorization_code':
          return exchangeCode(client, request);
        case 'refresh_token':
          return refresh(client, request);
        case undefined:
          throw new OauthError('invalid_request', 'grant_type is required.');
        default:
          throw new OauthError('unsupported_grant_type', 'Use authorization_code or refresh_token.');
      }
    },

    /**
     * POST /oauth/revoke (RFC 7009): an access token ends alone; a refresh token ends its whole grant. An unknown
     * token, or another client's, is answered as revoked all the same (§2.2).
     */
    async revoke(credentials: ClientCredentials, token: string | undefined): Promise<void> {
      const client = await authenticatedClient(credentials);
      if (!token) throw new OauthError('invalid_request', 'token is required.');
      const found = await repo.findGrantToken(hashSecret(token));
      if (!found || found.grant.clientId !== client.id) return;
      if (found.token.kind === 'refresh') await repo.revokeGrant(found.grant.id);
      else await repo.revokeGrantToken(found.token.id);
    },
  };
}

export type OauthTokensService = ReturnType<typeof createOauthTokensService>;
