/**
 * Feature flags (spec 000 §6: "from URL parameters prefixed features. and a cookie"). `?features.zapier=true` turns
 * a flag on and `=false` off; either is remembered in one cookie, so a flag stays on as the person moves around the
 * app until a link turns it off (decision 0121).
 */
export const FEATURE_FLAGS_COOKIE = 'repute_features';
const PREFIX = 'features.';
/** A flag set by a link stays a year. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const NAME = /^[a-z0-9_-]{1,40}$/i;

/** The flags a query string turns on (true) or off (false); other values and odd names are ignored. */
export function flagsFromQuery(search: string): Map<string, boolean> {
  const flags = new Map<string, boolean>();
  for (const [key, value] of new URLSearchParams(search)) {
    const name = key.startsWith(PREFIX) ? key.slice(PREFIX.length) : '';
    if (!NAME.test(name)) continue;
    if (value === 'true' || value === '1') flags.set(name.toLowerCase(), true);
    if (value === 'false' || value === '0') flags.set(name.toLowerCase(), false);
  }
  return flags;
}

/** The flags document.cookie holds on. */
export function flagsFromCookie(cookies: string): Set<string> {
  const entry = cookies
    .split(';')
    .map((cookie) => cookie.trim())
    .find((cookie) => cookie.startsWith(`${FEATURE_FLAGS_COOKIE}=`));
  const value = decodeURIComponent(entry?.slice(FEATURE_FLAGS_COOKIE.length + 1) ?? '');
  return new Set(value.split(',').filter((name) => NAME.test(name)));
}

/** The flags on: the cookie's, changed by the query's. */
export function activeFlags(cookies: string, search: string): Set<string> {
  const on = flagsFromCookie(cookies);
  for (const [name, value] of flagsFromQuery(search)) {
    if (value) on.add(name);
    else on.delete(name);
  }
  return on;
}

/** The Set-Cookie text for document.cookie that remembers `on`. */
export function featureFlagsCookie(on: ReadonlySet<string>, secure: boolean): string {
  const value = encodeURIComponent([...on].sort().join(','));
  return `${FEATURE_FLAGS_COOKIE}=${value}; Max-Age=${on.size > 0 ? MAX_AGE_SECONDS : 0}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
