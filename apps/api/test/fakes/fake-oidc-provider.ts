import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/** The person signed in at the provider: whoever the authorize endpoint vouches for next. */
export type FakeOidcUser = { email: string; given_name?: string; family_name?: string; email_verified?: boolean };

/** Ways the next ID token is wrong, as a broken or hostile provider would make it. */
export type FakeOidcTamper = {
  issuer?: string;
  audience?: string;
  /** Seconds from now; negative for a token that has already expired. */
  expiresIn?: number;
  /** Signed with a key the JWKS does not publish. */
  foreignKey?: boolean;
  /** The token issued before, as it was (its nonce belongs to an earlier sign-in). */
  replayPrevious?: boolean;
};

export type FakeOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  user: FakeOidcUser;
  tamper: FakeOidcTamper;
  /** The query of every authorization request, in order. */
  authorizations: URLSearchParams[];
  close: () => Promise<void>;
};

type PendingCode = { challenge: string; nonce: string; redirectUri: string; user: FakeOidcUser };

const KID = 'fake-oidc-key-1';

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  response.end(JSON.stringify(body));
}

/**
 * A local OpenID Connect provider speaking the protocol a real one does (OIDC Core 1.0, Discovery, RFC 7636 PKCE,
 * RFC 9207 `iss`): discovery, JWKS, an authorize endpoint that signs in `user` without a form and redirects back with
 * a code, and a token endpoint (client_secret_basic) that checks the code, redirect URI and PKCE verifier and answers
 * an RS256 ID token signed with jose. `tamper` makes the next ID token wrong in one way.
 */
export async function startFakeOidcProvider(
  options: { clientId?: string; clientSecret?: string; user?: FakeOidcUser } = {},
): Promise<FakeOidcProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  let previousIdToken: string | undefined;

  const provider: FakeOidcProvider = {
    issuer: '',
    clientId: options.clientId ?? 'repute-client',
    clientSecret: options.clientSecret ?? 'repute-client-secret',
    user: options.user ?? { email: 'someone@example.com' },
    tamper: {},
    authorizations: [],
    close: async () => {},
  };

  async function idToken(pending: PendingCode): Promise<string> {
    const { tamper } = provider;
    provider.tamper = {};
    if (tamper.replayPrevious && previousIdToken) return previousIdToken;
    const now = Math.floor(Date.now() / 1000);
    const expiresIn = tamper.expiresIn ?? 300;
    const key: CryptoKey = tamper.foreignKey ? foreign.privateKey : privateKey;
    const token = await new SignJWT({
      nonce: pending.nonce,
      email: pending.user.email,
      email_verified: pending.user.email_verified ?? true,
      ...(pending.user.given_name ? { given_name: pending.user.given_name } : {}),
      ...(pending.user.family_name ? { family_name: pending.user.family_name } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      .setIssuer(tamper.issuer ?? provider.issuer)
      .setAudience(tamper.audience ?? provider.clientId)
      .setSubject(`sub-${createHash('sha256').update(pending.user.email).digest('hex').slice(0, 16)}`)
      .setIssuedAt(Math.min(now, now + expiresIn - 60))
      .setExpirationTime(now + expiresIn)
      .sign(key);
    previousIdToken = token;
    return token;
  }

  function authorize(url: URL, response: ServerResponse) {
    const query = url.searchParams;
    provider.authorizations.push(query);
    const redirectUri = query.get('redirect_uri') ?? '';
    if (query.get('client_id') !== provider.clientId || !redirectUri) {
      return send(response, 400, { error: 'invalid_request', error_description: 'Unknown client or redirect URI' });
    }
    const back = new URL(redirectUri);
    back.searchParams.set('state', query.get('state') ?? '');
    back.searchParams.set('iss', provider.issuer);
    const challenge = query.get('code_challenge');
    if (query.get('response_type') !== 'code' || query.get('code_challenge_method') !== 'S256' || !challenge) {
      back.searchParams.set('error', 'invalid_request');
    } else {
      const code = randomBytes(16).toString('base64url');
      codes.set(code, { challenge, nonce: query.get('nonce') ?? '', redirectUri, user: { ...provider.user } });
      back.searchParams.set('code', code);
    }
    response.writeHead(302, { location: back.href });
    response.end();
  }

  /** client_secret_basic: id and secret each form-urlencoded (RFC 6749 §2.3.1), then joined and base64-encoded. */
  function clientAuthenticated(header: string | undefined): boolean {
    const decoded = Buffer.from(header?.replace(/^Basic /, '') ?? '', 'base64').toString('utf8');
    const [id = '', secret = ''] = decoded.split(':').map((part) => decodeURIComponent(part.replace(/\+/g, ' ')));
    return header?.startsWith('Basic ') === true && id === provider.clientId && secret === provider.clientSecret;
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    if (!clientAuthenticated(request.headers.authorization)) {
      return send(response, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
    }
    const form = await readForm(request);
    const code = form.get('code') ?? '';
    const pending = codes.get(code);
    codes.delete(code);
    const challenge = createHash('sha256')
      .update(form.get('code_verifier') ?? '')
      .digest('base64url');
    const refusal =
      form.get('grant_type') !== 'authorization_code'
        ? 'Unsupported grant type'
        : !pending
          ? 'Unknown or used code'
          : pending.redirectUri !== form.get('redirect_uri')
            ? 'Redirect URI mismatch'
            : pending.challenge !== challenge
              ? 'PKCE verification failed'
              : undefined;
    if (refusal || !pending) return send(response, 400, { error: 'invalid_grant', error_description: refusal });
    send(response, 200, {
      access_token: randomBytes(16).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 3600,
      id_token: await idToken(pending),
    });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', provider.issuer);
    const answer = (async () => {
      if (url.pathname === '/.well-known/openid-configuration') {
        return send(response, 200, {
          issuer: provider.issuer,
          authorization_endpoint: `${provider.issuer}/authorize`,
          token_endpoint: `${provider.issuer}/token`,
          jwks_uri: `${provider.issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_basic'],
          authorization_response_iss_parameter_supported: true,
        });
      }
      if (url.pathname === '/jwks') return send(response, 200, { keys: [jwk] });
      if (url.pathname === '/authorize' && request.method === 'GET') return authorize(url, response);
      if (url.pathname === '/token' && request.method === 'POST') return token(request, response);
      return send(response, 404, { error: 'not_found' });
    })();
    answer.catch((error: unknown) => send(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.close = () => new Promise((resolve) => server.close(() => resolve()));
  return provider;
}
