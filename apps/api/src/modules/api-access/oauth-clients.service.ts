import { type OauthClientCreate, TOKEN_PREFIXES } from '@repute/domain/api-access';
import type { Caller } from '../../platform/auth/caller';
import { hashSecret } from '../../platform/auth/tokens';
import { notFound } from '../../platform/errors';
import type { ApiAccessRepo, OauthClientRow } from './api-access.repo';
import { prefixedSecret } from './client-secrets';

export function presentOauthClient(row: OauthClientRow) {
  return {
    id: row.id,
    name: row.name,
    client_id: row.clientId,
    redirect_uris: row.redirectUris,
    confidential: row.confidential,
    created_at: row.createdAt.toISOString(),
  };
}

/** The account's OAuth 2.0 clients (decision 0160): admins register them; a secret is shown once. */
export function createOauthClientsService(repo: ApiAccessRepo) {
  return {
    async list(caller: Caller) {
      return (await repo.listClients(caller.accountId)).map(presentOauthClient);
    },

    async create(caller: Caller, input: OauthClientCreate) {
      const secret = input.confidential ? prefixedSecret(TOKEN_PREFIXES.clientSecret) : null;
      const row = await repo.insertClient({
        accountId: caller.accountId,
        name: input.name,
        clientId: prefixedSecret(TOKEN_PREFIXES.clientId),
        secretHash: secret === null ? null : hashSecret(secret),
        redirectUris: [...new Set(input.redirect_uris)],
        confidential: input.confidential,
        createdByUserId: caller.userId,
      });
      return { ...presentOauthClient(row), client_secret: secret };
    },

    /** Deleting a client deletes its grants, and with them every token it was given. */
    async remove(caller: Caller, id: number) {
      if (!(await repo.deleteClient(caller.accountId, id))) throw notFound('Application not found');
    },
  };
}

export type OauthClientsService = ReturnType<typeof createOauthClientsService>;
