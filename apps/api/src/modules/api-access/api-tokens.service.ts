import { type ApiTokenCreate, knownScopes, TOKEN_PREFIXES, tokenExpiresAt } from '@repute/domain/api-access';
import type { Caller } from '../../platform/auth/caller';
import { hashSecret } from '../../platform/auth/tokens';
import { notFound } from '../../platform/errors';
import type { ApiAccessRepo, ApiTokenRow } from './api-access.repo';
import { prefixedSecret } from './client-secrets';

/** How much of a token the list shows: the prefix and a few characters, never enough to use it. */
const HINT_LENGTH = 8;

export function presentApiToken(row: ApiTokenRow) {
  return {
    id: row.id,
    name: row.name,
    scopes: knownScopes(row.scopes),
    hint: `${row.hint}…`,
    expires_at: row.expiresAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Personal API tokens (decision 0160): a user's own, made in a signed-in session and shown once. */
export function createApiTokensService(repo: ApiAccessRepo) {
  return {
    async list(caller: Caller) {
      return (await repo.listTokens(caller.accountId, caller.userId)).map(presentApiToken);
    },

    async create(caller: Caller, input: ApiTokenCreate) {
      const token = prefixedSecret(TOKEN_PREFIXES.personal);
      const row = await repo.insertToken({
        accountId: caller.accountId,
        userId: caller.userId,
        name: input.name,
        scopes: [...new Set(input.scopes)],
        tokenHash: hashSecret(token),
        hint: token.slice(0, TOKEN_PREFIXES.personal.length + HINT_LENGTH),
        expiresAt: input.expires_at ? tokenExpiresAt(input.expires_at, caller.accountTimeZone) : null,
        lastUsedAt: null,
        revokedAt: null,
      });
      return { ...presentApiToken(row), token };
    },

    async revoke(caller: Caller, id: number) {
      if (!(await repo.revokeToken(caller.accountId, caller.userId, id))) throw notFound('Token not found');
    },
  };
}

export type ApiTokensService = ReturnType<typeof createApiTokensService>;
