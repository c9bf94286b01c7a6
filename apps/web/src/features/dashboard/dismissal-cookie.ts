/** Spec 000 §4, §9: a dismissed trial banner stays away for 30 days, remembered in a cookie. */
export const BANNER_DISMISS_DAYS = 30;
export const BANNER_DISMISS_MAX_AGE_SECONDS = BANNER_DISMISS_DAYS * 24 * 60 * 60;

/** One cookie per account: dismissing one account's banner says nothing about another's. */
export function dismissalCookieName(banner: string, accountId: number): string {
  return `repute_${banner}_dismissed_${accountId}`;
}

/** The Set-Cookie text for document.cookie: the whole site, 30 days, sent over HTTPS only when served so. */
export function dismissalCookie(name: string, secure: boolean): string {
  return `${name}=1; Max-Age=${BANNER_DISMISS_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether document.cookie holds the dismissal. */
export function isDismissed(cookies: string, name: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${name}=1`);
}
