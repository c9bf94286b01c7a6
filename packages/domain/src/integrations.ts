import { z } from 'zod';
import { listQuerySchema } from './list-query';
import { idSchema } from './whole-numbers';

/**
 * How an integration of the catalogue (spec 000 §8) is set up: connected through the provider's OAuth
 * consent, requested and then verified by hand (a "global token" integration), or launched on the
 * provider's own site.
 */
export const INTEGRATION_KINDS = ['oauth', 'request_access', 'external_launch'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

/** Spec 000 §4: a global-token integration is requested, then active. */
export const GLOBAL_TOKEN_STATUSES = ['access_requested', 'active'] as const;
export type GlobalTokenStatus = (typeof GLOBAL_TOKEN_STATUSES)[number];

/** The providers whose OAuth consent Repute runs: the paths /oauth/outbound/{provider} of spec 000 §7. */
export const OAUTH_PROVIDERS = ['google', 'facebook', 'trustpilot'] as const;
export type OauthProvider = (typeof OAUTH_PROVIDERS)[number];

export type CatalogueEntry = {
  /** Stable: stored on requests. OAuth integrations share the source catalogue's id (Google 1, Facebook 2). */
  id: number;
  code: string;
  name: string;
  kind: IntegrationKind;
  /** External-launch integrations open this address in a new tab. */
  launchUrl?: string;
  /** Spec 000 §6: the Zapier integration is hidden unless a flag is on. */
  hidden?: boolean;
};

/**
 * Spec 000 §8 "Integration catalogue", in its order. Its "{host}" is a site name the document left out:
 * Healthgrades, of the same family as its neighbours (decision 0026). Ids of the OAuth ones are the review sources' ids, so
 * that an OAuth token's integration_id is the integration's id.
 */
export const INTEGRATION_CATALOGUE: readonly CatalogueEntry[] = [
  { id: 1, code: 'google', name: 'Google', kind: 'oauth' },
  { id: 2, code: 'facebook', name: 'Facebook', kind: 'oauth' },
  { id: 7, code: 'trustpilot', name: 'Trustpilot', kind: 'oauth' },
  { id: 101, code: 'bing_maps', name: 'Bing Maps', kind: 'request_access' },
  { id: 102, code: 'a_place_for_mom', name: 'A Place for Mom', kind: 'request_access' },
  { id: 103, code: 'caredash', name: 'CareDash', kind: 'request_access' },
  { id: 104, code: 'caring', name: 'Caring', kind: 'request_access' },
  { id: 105, code: 'healthgrades', name: 'Healthgrades', kind: 'request_access' },
  { id: 106, code: 'g2', name: 'G2', kind: 'request_access' },
  { id: 107, code: 'wellness', name: 'Wellness', kind: 'request_access' },
  {
    id: 201,
    code: 'zapier',
    name: 'Zapier',
    kind: 'external_launch',
    launchUrl: 'https://zapier.com/apps',
    hidden: true,
  },
  { id: 202, code: 'hootsuite', name: 'Hootsuite', kind: 'external_launch', launchUrl: 'https://apps.hootsuite.com' },
  { id: 203, code: 'tableau', name: 'Tableau', kind: 'external_launch', launchUrl: 'https://exchange.tableau.com' },
];

export const integrationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  kind: z.enum(INTEGRATION_KINDS),
  /** The account's OAuth token of this integration, when connected. */
  oauth_token_id: z.number().int().nullable(),
  /** Who connected it (OAuth) or asked for it (request access). */
  linked_integration_account_owner_id: z.number().int().nullable(),
  integration_resource_type: z.literal('linked_integration'),
  /** Spec 000 §3: global_token for request-access integrations; oauth and external otherwise. */
  integration_type: z.enum(['global_token', 'oauth', 'external']),
  global_token_integration_id: z.number().int().nullable(),
  global_token_integration_status: z.enum(GLOBAL_TOKEN_STATUSES).nullable(),
  /** Connected (OAuth) or verified (request access). */
  integrated: z.boolean(),
  /** Asked for and not yet verified. */
  requested: z.boolean(),
  hidden: z.boolean(),
  /**
   * Whether this install can connect it: for OAuth, the server has the provider's client id and secret
   * (and Repute supports the provider); otherwise always true.
   */
  available: z.boolean(),
  /** What the operator must set to make an OAuth integration available; empty when nothing can. */
  missing_settings: z.array(z.string()),
  /** When the connection stops working unless reconnected (null: it does not expire on its own). */
  expires_at: z.string().nullable(),
  daysUntilExpires: z.number().int().nullable(),
  launch_url: z.string().nullable(),
  requested_at: z.string().nullable(),
});
export type Integration = z.infer<typeof integrationSchema>;

const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

export const INTEGRATION_SORTS = ['name', '-name', 'id', '-id'] as const;

/** Spec 000 §7 GET /integrations; integration_action_type_ids and integration_source_category_id are accepted and ignored. */
export const integrationsQuerySchema = listQuerySchema().extend({
  account_id: idSchema.optional(),
  hidden: booleanParam.optional(),
  id: idSchema.optional(),
  /** active: connected or verified; access_requested: asked for; not_integrated: neither. */
  integration_status: z.enum([...GLOBAL_TOKEN_STATUSES, 'not_integrated']).optional(),
  integration_action_type_ids: z.string().max(200).optional(),
  integration_source_category_id: idSchema.optional(),
  sort: z.enum(INTEGRATION_SORTS).optional(),
});
export type IntegrationsQuery = z.infer<typeof integrationsQuerySchema>;

/** POST /global_token_integrations: asks for a request-access integration of the catalogue. */
export const globalTokenIntegrationCreateSchema = z.object({
  account_id: idSchema.optional(),
  integration_id: idSchema,
});
export type GlobalTokenIntegrationCreate = z.infer<typeof globalTokenIntegrationCreateSchema>;

/** The answer of GET /oauth/outbound/{provider}: the provider's consent page, for the browser to open. */
export const oauthOutboundSchema = z.object({ url: z.string() });
export type OauthOutbound = z.infer<typeof oauthOutboundSchema>;

/** Where the OAuth callback sends the browser back: /settings/integrations with these query parameters. */
export const OAUTH_RESULT_PARAMS = { connected: 'connected', failed: 'connect_failed', reason: 'reason' } as const;

/** Why a connection failed, as the callback tells the page (never the provider's own words). */
export const OAUTH_FAILURES = ['denied', 'state', 'exchange', 'unavailable'] as const;
export type OauthFailure = (typeof OAUTH_FAILURES)[number];
