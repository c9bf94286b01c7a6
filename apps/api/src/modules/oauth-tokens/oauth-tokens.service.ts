import type { OauthToken, OauthTokensQuery } from '@repute/domain';
import { pageWindow, sourceById } from '@repute/domain';
import type { AccessTokens } from '../../connectors/review-source';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { notFound } from '../../platform/errors';
import type { GrantedToken, OauthTokenSummary, OauthTokensRepo } from './oauth-tokens.repo';

const DAY_MS = 86_400_000;

/** Whole days left, rounded up (hours left still count a day; 0 or less is expired); null never expires. */
export function daysUntil(expiresAt: Date | null, now: Date): number | null {
  // `|| 0` turns -0 into 0.
  return expiresAt ? Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS) || 0 : null;
}

export function toOauthToken(row: OauthTokenSummary, now: Date): OauthToken {
  return {
    id: row.id,
    integration_id: row.sourceId,
    integration_code: sourceById(row.sourceId)?.code ?? '',
    created_by_user_id: row.createdByUserId,
    expires_at: row.expiresAt?.toISOString() ?? null,
    daysUntilExpires: daysUntil(row.expiresAt, now),
  };
}

/**
 * GET /oauth_tokens (spec 000 §7): the account's integration tokens, for the expiry banners. Only user types
 * the permission table lets read integrations (Admin, Manager) get them (decision 0113); the banner then
 * chooses among those whom to warn (owner, creator, shadowing user).
 */
export function createOauthTokensService({
  repo,
  now = () => new Date(),
}: {
  repo: OauthTokensRepo;
  now?: () => Date;
}) {
  return {
    async list(caller: Caller, query: OauthTokensQuery) {
      await accountInScope(caller, query.account_id);
      const { rows, total } = await repo.list(caller.accountId, pageWindow(query));
      const at = now();
      return { rows: rows.map((row) => toOauthToken(row, at)), total };
    },

    /** The account's tokens without secrets, for the integrations list (which checks who may see it). */
    states: (accountId: number) => repo.states(accountId),

    /** Stores what a provider's consent granted (the connect flow has checked the state and the admin). */
    store: (accountId: number, sourceId: number, token: GrantedToken) => repo.store(accountId, sourceId, token),

    /**
     * DELETE /oauth_tokens/{id}: disconnects the integration. Only admins manage integrations (spec 000 §6);
     * another account's token is not found.
     */
    async remove(caller: Caller, id: number) {
      const removed = await repo.remove(caller.accountId, id);
      if (!removed) throw notFound('Integration not found');
      return toOauthToken(removed, now());
    },
  };
}

export type OauthTokensService = ReturnType<typeof createOauthTokensService>;

/** The connectors' view: the access token of the target account's integration with the target source. */
export function oauthAccessTokens(repo: OauthTokensRepo): AccessTokens {
  return (target) => repo.accessToken(target.accountId, target.sourceId);
}
