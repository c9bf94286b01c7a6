import { STATE_LIFETIME_MS } from './oauth-connect.service';

/** The consent's state, kept by the browser that asked for it; only the callback path receives it. */
export const OAUTH_STATE_COOKIE = 'repute_oauth_state';

/** Lax, so that the provider's redirect back (a top-level GET) carries it; emptied once the callback read it. */
export const stateCookie = (state: string, secure: boolean) =>
  [
    `${OAUTH_STATE_COOKIE}=${state}`,
    'Path=/api/oauth/callback',
    `Max-Age=${state ? STATE_LIFETIME_MS / 1000 : 0}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
