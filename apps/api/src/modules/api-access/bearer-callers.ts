import { type ApiScope, knownScopes, permissionsWithinScopes, TOKEN_PREFIXES } from '@repute/domain/api-access';
import type { Caller } from '../../platform/auth/caller';
import { hashSecret } from '../../platform/auth/tokens';
import type { ApiAccessRepo } from './api-access.repo';

/** A personal token's last use is written at most this often, so reads do not become writes. */
const TOUCH_INTERVAL_MS = 60_000;

/** The user a token acts for, as they are now: undefined when deactivated or gone (auth's callerOfUser). */
export type CallerOfUser = (userId: number) => Promise<Caller | undefined>;

/** Whom a token acts for, and what it is called in the audit log (decision 0169). */
type TokenHolder = { accountId: number; userId: number; scopes: readonly ApiScope[]; via: string };

/**
 * `Authorization: Bearer <token>` (decision 0160): a personal API token (rpt_) or an OAuth access token (rpo_).
 * The caller is the token's user read afresh on every call, so a user demoted or deactivated loses the token's
 * power at once; its permissions are narrowed to the token's scopes, and `apiScopes` marks it for the policy
 * check, which refuses it every route that needs no permission (sessions, tokens, consent).
 */
export function createBearerCallers(repo: ApiAccessRepo, callerOfUser: CallerOfUser) {
  async function personalToken(tokenHash: string): Promise<TokenHolder | undefined> {
    const row = await repo.findLiveToken(tokenHash);
    if (!row) return undefined;
    if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) await repo.touchToken(row.id);
    return {
      accountId: row.accountId,
      userId: row.userId,
      scopes: knownScopes(row.scopes),
      via: `api token ${row.hint}…`,
    };
  }

  async function accessToken(tokenHash: string): Promise<TokenHolder | undefined> {
    const row = await repo.findLiveAccessToken(tokenHash);
    return (
      row && {
        accountId: row.accountId,
        userId: row.userId,
        scopes: knownScopes(row.scopes),
        via: `oauth client ${row.clientName}`,
      }
    );
  }

  return async function bearerCaller(token: string): Promise<Caller | undefined> {
    const holder = token.startsWith(TOKEN_PREFIXES.personal)
      ? await personalToken(hashSecret(token))
      : token.startsWith(TOKEN_PREFIXES.access)
        ? await accessToken(hashSecret(token))
        : undefined;
    if (!holder) return undefined;
    const caller = await callerOfUser(holder.userId);
    if (!caller || caller.accountId !== holder.accountId) return undefined;
    return {
      ...caller,
      permissions: permissionsWithinScopes(caller.permissions, holder.scopes),
      apiScopes: holder.scopes,
      apiVia: holder.via,
    };
  };
}

export type BearerCaller = ReturnType<typeof createBearerCallers>;
