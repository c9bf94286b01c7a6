import {
  type CatalogueEntry,
  type Compare,
  comparatorOf,
  type GlobalTokenIntegrationCreate,
  type GlobalTokenStatus,
  INTEGRATION_CATALOGUE,
  type Integration,
  type IntegrationsQuery,
  pageSlice,
  sortTermsOf,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { OauthTokenState } from '../oauth-tokens';
import { daysUntil } from '../oauth-tokens';
import type { GlobalTokenRow } from './integrations.repo';
import { type IntegrationDeps, isOauthProvider } from './oauth-providers';

const isGlobalStatus = (status: string): status is GlobalTokenStatus =>
  status === 'access_requested' || status === 'active';

type AccountState = { tokens: OauthTokenState[]; globals: GlobalTokenRow[] };

const INTEGRATION_COMPARISONS: Record<string, Compare<Integration>> = {
  name: (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  id: (a, b) => a.id - b.id,
};

export function createIntegrationsService({
  repo,
  oauthTokens,
  providers,
  now = () => new Date(),
}: IntegrationDeps<'states'>) {
  function describe(entry: CatalogueEntry, { tokens, globals }: AccountState, at: Date): Integration {
    const base = {
      id: entry.id,
      name: entry.name,
      code: entry.code,
      kind: entry.kind,
      integration_resource_type: 'linked_integration' as const,
      hidden: entry.hidden ?? false,
      launch_url: entry.launchUrl ?? null,
      oauth_token_id: null,
      linked_integration_account_owner_id: null,
      global_token_integration_id: null,
      global_token_integration_status: null,
      integrated: false,
      requested: false,
      available: true,
      missing_settings: [] as string[],
      expires_at: null,
      daysUntilExpires: null,
      requested_at: null,
    };
    if (entry.kind === 'oauth') {
      const token = tokens.find((row) => row.sourceId === entry.id);
      const provider = isOauthProvider(entry.code) ? entry.code : null;
      // A token with a refresh token (Google) does not stop working at its access token's expiry.
      const expiresAt = token && !token.refreshable ? token.expiresAt : null;
      return {
        ...base,
        integration_type: 'oauth',
        oauth_token_id: token?.id ?? null,
        linked_integration_account_owner_id: token?.createdByUserId ?? null,
        integrated: Boolean(token),
        available: provider !== null && providers.enabled[provider] !== undefined,
        missing_settings: provider ? providers.missing[provider] : [],
        expires_at: expiresAt?.toISOString() ?? null,
        daysUntilExpires: daysUntil(expiresAt, at),
      };
    }
    if (entry.kind === 'request_access') {
      const row = globals.find((global) => global.integrationCode === entry.code);
      const status = row && isGlobalStatus(row.status) ? row.status : null;
      return {
        ...base,
        integration_type: 'global_token',
        linked_integration_account_owner_id: row?.requestedByUserId ?? null,
        global_token_integration_id: row?.id ?? null,
        global_token_integration_status: status,
        integrated: status === 'active',
        requested: status === 'access_requested',
        requested_at: row?.createdAt.toISOString() ?? null,
      };
    }
    return { ...base, integration_type: 'external' };
  }

  async function accountState(accountId: number): Promise<AccountState> {
    const [tokens, globals] = await Promise.all([oauthTokens.states(accountId), repo.globalTokens(accountId)]);
    return { tokens, globals };
  }

  async function ofCaller(caller: Caller, accountId: number | undefined) {
    // Admins only: the route policy says so (decision 0119).
    await accountInScope(caller, accountId);
  }

  return {
    /**
     * The integrations a partner sets up for a child account (decision 0144): the OAuth and global-token ones of the
     * catalogue with the account's state of each. No caller: the partner tools check the account is a child.
     */
    async setupIntegrationsOf(accountId: number): Promise<Integration[]> {
      const state = await accountState(accountId);
      const at = now();
      return INTEGRATION_CATALOGUE.filter((entry) => entry.kind !== 'external_launch' && !entry.hidden).map((entry) =>
        describe(entry, state, at),
      );
    },

    /** GET /integrations (spec 000 §7): the catalogue with the account's state of each. */
    async list(caller: Caller, query: IntegrationsQuery) {
      await ofCaller(caller, query.account_id);
      const state = await accountState(caller.accountId);
      const at = now();
      let rows = INTEGRATION_CATALOGUE.map((entry) => describe(entry, state, at));
      if (query.id !== undefined) rows = rows.filter((row) => row.id === query.id);
      if (query.hidden !== undefined) rows = rows.filter((row) => row.hidden === query.hidden);
      const status = query.integration_status;
      if (status === 'active') rows = rows.filter((row) => row.integrated);
      if (status === 'access_requested') rows = rows.filter((row) => row.requested);
      if (status === 'not_integrated') rows = rows.filter((row) => !row.integrated && !row.requested);
      // Only sort= (name, -name, id, -id) orders the catalogue; its own order otherwise.
      rows = [...rows].sort(comparatorOf(sortTermsOf({ sort: query.sort }), INTEGRATION_COMPARISONS, () => 0));
      return { rows: pageSlice(rows, query), total: rows.length };
    },

    /** One integration of the catalogue with the account's state; another account's is not found. */
    async get(caller: Caller, id: number) {
      const entry = INTEGRATION_CATALOGUE.find((candidate) => candidate.id === id);
      if (!entry) throw notFound('Integration not found');
      return describe(entry, await accountState(caller.accountId), now());
    },

    /**
     * POST /global_token_integrations: asks for a request-access integration. It is recorded as
     * access_requested, verified by hand and then made active by the operator.
     */
    async requestAccess(caller: Caller, body: GlobalTokenIntegrationCreate) {
      await ofCaller(caller, body.account_id);
      const entry = INTEGRATION_CATALOGUE.find((candidate) => candidate.id === body.integration_id);
      if (!entry) throw notFound('Integration not found');
      if (entry.kind !== 'request_access') {
        throw badRequest(`${entry.name} is not requested: it is connected or launched`, {
          integration_id: ['Choose an integration that is requested'],
        });
      }
      const row = await repo.requestAccess(caller.accountId, entry.code, caller.userId);
      if (!row) throw conflict(`Access to ${entry.name} has already been requested`);
      return describe(entry, await accountState(caller.accountId), now());
    },
  };
}

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
