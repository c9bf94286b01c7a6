import { GOOGLE_POSTS_PREVIEW_COOKIE, GOOGLE_POSTS_PREVIEW_DAYS } from '@repute/domain';

/** Spec 001 §9: the Google Posts preview's dismissal, remembered for 365 days in a cookie. */
export function previewDismissalCookie(secure: boolean): string {
  const maxAge = GOOGLE_POSTS_PREVIEW_DAYS * 24 * 60 * 60;
  return `${GOOGLE_POSTS_PREVIEW_COOKIE}=1; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function previewDismissed(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${GOOGLE_POSTS_PREVIEW_COOKIE}=1`);
}
