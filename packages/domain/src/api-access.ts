import { z } from 'zod';
import { calendarDay, DAY_FORMAT, dayjs } from './date-library';
import { type Permissions, RESOURCES, type Resource } from './permissions';

/*
 * Issue 31, decision 0160: the open API. Personal API tokens and OAuth 2.0 access tokens carry scopes; each scope
 * grants a few permissions of the user-type table, and a token's call gets what both its scopes and its user's
 * current user type grant.
 */

type ScopeDefinition = { label: string; grants: Permissions };

/** The scopes a token may carry, each with its plain words (the consent page, the token form) and its grants. */
export const API_SCOPES = {
  'reviews:read': { label: 'Read your reviews and their tags', grants: { review: ['read'], tag: ['read'] } },
  'responses:write': { label: 'Reply to reviews on your behalf', grants: { review: ['read', 'respond'] } },
  'requests:read': { label: 'Read your review requests and campaigns', grants: { request: ['read'] } },
  'requests:write': {
    label: 'Send review requests to your customers',
    // A request goes out as a campaign of one or more recipients (POST /campaigns, its recipients, its send).
    grants: { request: ['create', 'read', 'update', 'delete'], campaign: ['create'] },
  },
  'locations:read': { label: 'Read your locations and groups', grants: { location: ['read'], group: ['read'] } },
  'metrics:read': { label: 'Read your ratings and review counts', grants: { metrics: ['read'] } },
  'exports:read': { label: 'Download exports of your data', grants: { export: ['create', 'read'] } },
  'webhooks:write': {
    label: "Send your account's events to a web address",
    grants: { webhook: ['create', 'read', 'update', 'delete'] },
  },
} as const satisfies Record<string, ScopeDefinition>;

export type ApiScope = keyof typeof API_SCOPES;
export const API_SCOPE_NAMES = Object.keys(API_SCOPES) as [ApiScope, ...ApiScope[]];
export const apiScopeSchema = z.enum(API_SCOPE_NAMES);

/** What a token's call may do: the user's permissions, narrowed to what the token's scopes grant. */
export function permissionsWithinScopes(permissions: Permissions, scopes: readonly ApiScope[]): Permissions {
  const narrowed: Permissions = {};
  for (const resource of RESOURCES) {
    const granted = new Set(scopes.flatMap((scope) => scopeGrants(scope, resource)));
    const actions = (permissions[resource] ?? []).filter((action) => granted.has(action));
    if (actions.length > 0) narrowed[resource] = actions;
  }
  return narrowed;
}

/** The scopes that would let a token do something for a user with these permissions: the ones worth offering. */
export function usefulScopes(permissions: Permissions): ApiScope[] {
  return API_SCOPE_NAMES.filter((scope) => Object.keys(permissionsWithinScopes(permissions, [scope])).length > 0);
}

function scopeGrants(scope: ApiScope, resource: Resource): readonly string[] {
  const grants: Permissions = API_SCOPES[scope].grants;
  return grants[resource] ?? [];
}

/** The scopes of a stored list that are scopes today: one dropped from API_SCOPES grants nothing any more. */
export function knownScopes(stored: readonly string[]): ApiScope[] {
  return stored.filter((scope): scope is ApiScope => apiScopeSchema.safeParse(scope).success);
}

/** A space-separated OAuth `scope` parameter (RFC 6749 §3.3); undefined when any part is not a scope of ours. */
export function parseScopeParameter(scope: string): ApiScope[] | undefined {
  const parts = [...new Set(scope.split(' ').filter(Boolean))];
  if (parts.length === 0 || !parts.every((part) => apiScopeSchema.safeParse(part).success)) return undefined;
  return parts as ApiScope[];
}

/** Prefixes that tell what a secret is at a glance, and let secret scanners find leaked ones. */
export const TOKEN_PREFIXES = {
  personal: 'rpt_',
  access: 'rpo_',
  refresh: 'rpr_',
  clientId: 'rpc_',
  clientSecret: 'rps_',
} as const;

/** How long an OAuth access token lives, in seconds (decision 0160); a refresh token gets the next one. */
export const ACCESS_TOKEN_SECONDS = 3600;

// Personal API tokens

export const apiTokenCreateSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(100),
  scopes: z.array(apiScopeSchema).min(1, 'Choose at least one scope'),
  /** The last day the token works, or none: it works until revoked. */
  expires_at: z.iso.date('Enter a date').nullish(),
});
export type ApiTokenCreate = z.infer<typeof apiTokenCreateSchema>;

/** A token "until 2027-01-31" works all that day where the account is: it stops at the next midnight there. */
export function tokenExpiresAt(lastDay: string, timeZone: string): Date {
  const nextDay = calendarDay(lastDay).add(1, 'day').format(DAY_FORMAT);
  return dayjs.tz(nextDay, timeZone).toDate();
}

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(apiScopeSchema),
  /** The token's first characters, so its owner can tell which one a script holds. */
  hint: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to a creation: the only time the token itself is shown. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });

// OAuth 2.0 clients of an account

export const oauthClientCreateSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(100),
  redirect_uris: z
    .array(z.url({ message: 'Enter a full URL' }).max(2000))
    .min(1, 'Enter at least one redirect URI')
    .max(10),
  /** Confidential clients (a server) get a secret; public ones (a browser or mobile app) prove themselves by PKCE. */
  confidential: z.boolean(),
});
export type OauthClientCreate = z.infer<typeof oauthClientCreateSchema>;

export const oauthClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  client_id: z.string(),
  redirect_uris: z.array(z.string()),
  confidential: z.boolean(),
  created_at: z.string(),
});
export type OauthClient = z.infer<typeof oauthClientSchema>;

/** The answer to a creation: the only time a confidential client's secret is shown (null for public clients). */
export const createdOauthClientSchema = oauthClientSchema.extend({ client_secret: z.string().nullable() });

// The authorization request (RFC 6749 §4.1.1, RFC 7636 §4.3), as the consent page passes it on

export const authorizationRequestSchema = z.object({
  response_type: z.string().max(50).optional(),
  client_id: z.string().max(200).optional(),
  redirect_uri: z.string().max(2000).optional(),
  scope: z.string().max(1000).optional(),
  state: z.string().max(1000).optional(),
  code_challenge: z.string().max(200).optional(),
  code_challenge_method: z.string().max(20).optional(),
});
export type AuthorizationRequest = z.infer<typeof authorizationRequestSchema>;

/** What the consent page shows: the client's name and the scopes asked, in plain words. */
export const consentSchema = z.object({
  client_name: z.string(),
  redirect_uri: z.string(),
  scopes: z.array(z.object({ scope: apiScopeSchema, label: z.string() })),
});
export type Consent = z.infer<typeof consentSchema>;

export const consentDecisionSchema = authorizationRequestSchema.extend({ decision: z.enum(['allow', 'deny']) });
export type ConsentDecision = z.infer<typeof consentDecisionSchema>;

/** Where the browser goes next: the client's redirect URI with a code, or with an error (RFC 6749 §4.1.2). */
export const consentRedirectSchema = z.object({ redirect_to: z.string() });

// The token and revocation endpoints (RFC 6749 §4.1.3 and §6, RFC 7009)

/** Every field optional: a missing or wrong one answers the RFC's own error, not the app's 400. */
export const tokenRequestSchema = z.object({
  grant_type: z.string().max(100).optional(),
  code: z.string().max(500).optional(),
  redirect_uri: z.string().max(2000).optional(),
  code_verifier: z.string().max(500).optional(),
  refresh_token: z.string().max(500).optional(),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(500).optional(),
  scope: z.string().max(1000).optional(),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  refresh_token: z.string(),
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const OAUTH_ERROR_CODES = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'access_denied',
  'unsupported_response_type',
] as const;
export type OauthErrorCode = (typeof OAUTH_ERROR_CODES)[number];
export const oauthErrorSchema = z.object({ error: z.enum(OAUTH_ERROR_CODES), error_description: z.string() });

export const revokeRequestSchema = z.object({
  token: z.string().max(500).optional(),
  token_type_hint: z.string().max(50).optional(),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(500).optional(),
});
