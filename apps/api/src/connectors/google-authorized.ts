import { type AccessTokens, ReviewSourceError, type ReviewTarget } from './review-source';
import { tokenFor } from './source-target';

/**
 * Calls Google with the account's access token, and once more with a refreshed one when Google answers 401 (an
 * access token lives an hour; google-oauth.ts refreshes it).
 */
export function googleAuthorized(
  source: string,
  accessTokens: AccessTokens,
  refreshAccessToken?: (target: ReviewTarget) => Promise<string>,
) {
  return async <T>(target: ReviewTarget, call: (token: string) => Promise<T>): Promise<T> => {
    const token = await tokenFor(source, accessTokens, target);
    try {
      return await call(token);
    } catch (error) {
      if (!(refreshAccessToken && error instanceof ReviewSourceError && error.status === 401)) throw error;
      return call(await refreshAccessToken(target));
    }
  };
}
