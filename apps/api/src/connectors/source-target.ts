import { type AccessTokens, ReviewSourceError, type ReviewTarget } from './review-source';

/** The target's page at the source; a location not yet linked to one cannot be read or answered. */
export function externalLocationOf(source: string, target: ReviewTarget, pattern: RegExp): string {
  const id = target.externalLocationId;
  if (id === null || !pattern.test(id)) {
    throw new ReviewSourceError(
      `${source}: location ${target.locationId} is not linked to a ${source} page`,
      400,
      false,
    );
  }
  return id;
}

/** The account's credential for the source; without one (never connected, or revoked) only a person can help. */
export async function tokenFor(source: string, accessTokens: AccessTokens, target: ReviewTarget): Promise<string> {
  const token = await accessTokens(target);
  if (token === null) throw new ReviewSourceError(`${source}: the account has no ${source} integration`, 401, false);
  return token;
}

/** Base URLs are configured with or without a trailing slash. */
export const trimBase = (baseUrl: string) => baseUrl.replace(/\/+$/, '');
