/**
 * The public pages a visitor opens from a message, a QR code or a kiosk (issue 15 §3, spec 000 §2 unsubscribe). They
 * are a light build of their own, not screens of the app (decision 0099): the server answers these paths with that
 * build's document, and the page reads which one it is from the path. No zod here: the pages load this module.
 */

/** The lists an e-mail's unsubscribe link leaves (spec 000 §2 /unsubscribe/alerts/{id}, /unsubscribe/requests/{id}). */
export const UNSUBSCRIBE_LISTS = ['alerts', 'scheduled_exports', 'requests'] as const;
export type UnsubscribeList = (typeof UNSUBSCRIBE_LISTS)[number];

export type PublicPageRoute =
  /** A review request's landing page (decision 0065). */
  | { page: 'review-landing'; token: string }
  /** A microsurvey or a location's own landing page (decision 0078). */
  | { page: 'ask'; token: string }
  /** The kiosk mode form page (decision 0079). */
  | { page: 'kiosk'; token: string }
  /** A scheduled export's file, for a recipient outside the account (decision 0129). */
  | { page: 'export-download'; token: string }
  /** A partner's scorecard of a prospect (spec 000 §2 /scorecardrequest/{id}, decision 0142). */
  | { page: 'scorecard-request'; token: string }
  | { page: 'unsubscribe'; list: UnsubscribeList; id: string }
  /** A partner's setup link for a child account's owner, and where a failed connection lands (decision 0144). */
  | { page: 'partner-setup' }
  | { page: 'partner-setup-error' };

/** Spec 000 §2: the setup link's page (its token in the query) and its error page. */
export const PARTNER_SETUP_PATH = '/partner-integrations-setup';
export const PARTNER_SETUP_ERROR_PATH = '/partner-integrations-error';
export const partnerSetupPath = (token: string) => `${PARTNER_SETUP_PATH}?token=${encodeURIComponent(token)}`;

const TOKEN_PAGES = {
  r: 'review-landing',
  m: 'ask',
  kiosk: 'kiosk',
  'export-download': 'export-download',
  scorecardrequest: 'scorecard-request',
} as const;

/** The page a scheduled export's download link opens (decision 0129). */
export const exportDownloadPath = (token: string) => `/export-download/${encodeURIComponent(token)}`;

/** Which public page a path opens, or null for any other path (the app's). */
export function publicPageRoute(pathname: string): PublicPageRoute | null {
  if (pathname === PARTNER_SETUP_PATH) return { page: 'partner-setup' };
  if (pathname === PARTNER_SETUP_ERROR_PATH) return { page: 'partner-setup-error' };
  const parts = pathname.split('/');
  if (parts.length !== 3 && parts.length !== 4) return null;
  const [, first = '', second = '', third] = parts;
  if (parts.length === 3 && Object.hasOwn(TOKEN_PAGES, first) && second !== '') {
    return { page: TOKEN_PAGES[first as keyof typeof TOKEN_PAGES], token: decodeURIComponent(second) };
  }
  if (first === 'unsubscribe' && (UNSUBSCRIBE_LISTS as readonly string[]).includes(second) && third) {
    return { page: 'unsubscribe', list: second as UnsubscribeList, id: decodeURIComponent(third) };
  }
  return null;
}
