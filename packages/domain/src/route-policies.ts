import type { Action, Resource } from './permissions';
import type { RoutePolicy } from './route-policy';

/*
 * Who may call each API route (issue 25 §1, decision 0119): one entry per route, keyed 'METHOD /path' as Fastify
 * registers it under /api. The API refuses to build with a route missing here (platform/http/route-policies.ts)
 * and enforces each entry before the handler runs; the web app asks the same entries with `mayCall`.
 * `apps/api/src/app/route-policies.snap.txt` lists them all, so a review sees any change of who may call what.
 */

const PUBLIC: RoutePolicy = { access: 'public' };
/** Signed in, even to an inactive account; nothing more. */
const SESSION: RoutePolicy = { access: 'session' };

/** Signed in to an account in good standing, holding the permission; `more` adds gates, rules and notes. */
function needs(resource: Resource, action: Action, more: Omit<RoutePolicy, 'access' | 'permission'> = {}): RoutePolicy {
  return { access: 'active', permission: [resource, action], ...more };
}

/** Signed in to an account in good standing, no permission: `note` says why none is needed. */
function signedIn(note: string, more: Omit<RoutePolicy, 'access' | 'note'> = {}): RoutePolicy {
  return { access: 'active', note, ...more };
}

const REFERENCE = 'reference data, the same for every account';
const OWN = "the caller's own";
const TOKEN = 'the signed token in the link is the credential';
const STAFF = 'staff only: a live staff grant, checked by the impersonation service (404 otherwise)';

/** Spec 001 §6: the Amplify pages need amplify create or preview. */
const AMPLIFY_VIEW: RoutePolicy = {
  access: 'active',
  permission: [
    ['amplify', 'create'],
    ['amplify', 'preview'],
  ],
};

/** Spec 000 §2 /settings/target-score and spec 001 §6: only admins set targets and weights. */
const ADMIN_SETS_TARGETS: RoutePolicy = { access: 'active', userType: 'admin', note: 'admins set targets' };
const ADMIN_SETS_SCORES: RoutePolicy = {
  access: 'active',
  userType: 'admin',
  note: "admins set weights; custom_score of the account read, maybe a child's (targets.service)",
};

/** Gated by the setting of the account read, which may be a parent's child: the service checks it. */
/** Decision 0153: a webhook sends the account's data anywhere, so only its admins point one somewhere. */
function webhookAdmin(action: Action): RoutePolicy {
  // The permission is what a token's webhooks:write scope grants (decision 0160); people need to be admins.
  return needs('webhook', action, {
    userType: 'admin',
    settings: ['webhooks'],
    note: "admins send the account's events out; the caller's own account only",
  });
}

/** Decision 0160: a user's own API tokens, and the consent of the OAuth flow, are made in a signed-in session. */
const OWN_TOKENS = "the caller's own tokens; API tokens may not call it (no permission)";
/** Decision 0160: admins register the account's OAuth clients. */
const OAUTH_CLIENT_ADMIN: RoutePolicy = signedIn("the account's own clients; API tokens may not call it", {
  userType: 'admin',
});
const OAUTH_CLIENT_AUTH = 'the client authenticates itself (its secret, or PKCE for a public client)';

/** Decision 0156: who signs in to the account through which identity provider is its admins' to say. */
const SSO_ADMIN: RoutePolicy = {
  access: 'active',
  userType: 'admin',
  note: "admins configure their own account's single sign-on (a partner's covers its children)",
};
/** The state, nonce and PKCE verifier kept for the sign-in are the credential, with the provider's ID token. */
const SSO_SIGN_IN = 'the provider signs the user in; the ID token is verified against its keys';

const INSIGHTS_NOTE = "insights (and experience_analysis) of the account read, maybe a child's (insights.service)";
const SCHEDULED_NOTE = "scheduled_exports of the account read, maybe a child's; a non-admin reaches only their own";

export const ROUTE_POLICIES = {
  // Sign-in, passwords, sign-up
  'POST /auth': PUBLIC,
  'GET /auth': SESSION,
  'DELETE /auth': SESSION,
  'PATCH /confirm': { access: 'public', note: TOKEN },
  'POST /confirm': SESSION,
  // Not `parents: 'only'`: anyone else's try answers 404 like any account not theirs (accountInScope, childrenOnly).
  // Issue 31 (decision 0159): the operator's staff, granted with `repute staff`, act as any account's user. The grant
  // is not a user type: the impersonation service answers 404 to anyone without one, as for a route that is not there.
  'GET /staff': { access: 'session', note: 'whether the caller is staff: answers false to everyone else' },
  'GET /staff/accounts': { access: 'session', note: STAFF },
  'GET /staff/accounts/:id/users': { access: 'session', note: STAFF },
  'POST /impersonations': { access: 'session', note: STAFF },
  'DELETE /impersonation': { access: 'session', note: 'ends only the impersonation session that calls it' },
  // Decision 0158: the account's audit log, every change with its before and after, for its admins only.
  'GET /audit_events': { access: 'active', userType: 'admin', note: "admins read their own account's audit log" },
  'POST /shadow_user/tokens': signedIn('a parent shadows one of its children (accountInScope, childrenOnly)'),
  // Decision 0145: a partner admin's one-time link into a child, and the link's use (the signed token is the key).
  'POST /sso_links': signedIn('a partner admin links into one of its children (accountInScope, childrenOnly)', {
    parents: 'only',
    userType: 'admin',
  }),
  'POST /sso_login': { access: 'public', note: TOKEN },
  // Decision 0156: single sign-on with OpenID Connect.
  'GET /sso/oidc': SSO_ADMIN,
  'PUT /sso/oidc': SSO_ADMIN,
  'DELETE /sso/oidc': SSO_ADMIN,
  'POST /sso/oidc/test': SSO_ADMIN,
  'POST /sso/oidc/start': { access: 'public', note: SSO_SIGN_IN },
  'POST /sso/oidc/callback': { access: 'public', note: SSO_SIGN_IN },
  'POST /passwords': PUBLIC,
  'GET /passwords': { access: 'public', note: TOKEN },
  'PATCH /passwords': { access: 'public', note: TOKEN },
  'POST /signup/user': PUBLIC,

  // Accounts: every user reads their own account and, in a parent, its children
  'GET /accounts': signedIn("a parent's children; any other account answers an empty list"),
  'GET /accounts/:id': { access: 'session', note: "the caller's account or a child of it (accountInScope)" },
  'PATCH /accounts/:id': {
    access: 'active',
    userType: 'admin',
    note: "admins name their own account and its vertical; any other account's id is 404",
  },
  'GET /accounts/:id/setup_progress': signedIn("the caller's account or a child of it (accountInScope)"),
  'GET /account_settings': { access: 'session', note: "the caller's account's feature gates, which the app reads" },
  'GET /account_experiments': { access: 'session', note: OWN },
  'GET /mywhitelabel': { access: 'session', note: OWN },
  'GET /whitelabels': { access: 'public', note: 'the brand of a sign-in page, before anyone signs in' },

  // Users
  'GET /users': needs('user', 'read'),
  'POST /users': needs('user', 'create', { note: 'only an admin makes an admin (users.service)' }),
  'GET /users/:id': { access: 'session', note: 'oneself; anyone else needs user read (users.service)' },
  'PATCH /users/:id': signedIn('oneself changes only their name; anything else needs user update (users.service)'),
  'PUT /users/:id': signedIn('oneself changes only their name; anything else needs user update (users.service)'),
  'DELETE /users/:id': needs('user', 'delete'),
  'PATCH /email_change': { access: 'public', note: TOKEN },
  'PATCH /profiles/:id': signedIn('oneself only (users.service)'),
  'GET /user_types': { access: 'session', note: REFERENCE },

  // Events the app reports
  'POST /webhooks/analytics-secure': { access: 'session', note: "the caller's own events" },
  'GET /public/error_tracking': { access: 'public', note: 'the error-tracking DSN the web app reports to, or none' },
  'POST /webhooks/notify': { access: 'session', note: "the caller's own events" },
  'POST /feature_requests': signedIn("the caller's own request for a feature"),
  'GET /triage': { access: 'public', note: 'answers every call with what the request was' },
  'POST /triage': { access: 'public', note: 'answers every call with what the request was' },
  'PUT /triage': { access: 'public', note: 'answers every call with what the request was' },
  'PATCH /triage': { access: 'public', note: 'answers every call with what the request was' },
  'DELETE /triage': { access: 'public', note: 'answers every call with what the request was' },

  // Locations
  'GET /locations': needs('location', 'read'),
  'POST /locations': needs('location', 'create', { note: 'prevent_location_additions refuses (locations.service)' }),
  'GET /locations/:id': needs('location', 'read'),
  'PATCH /locations/:id': needs('location', 'update'),
  'PUT /locations/:id': needs('location', 'update'),
  'DELETE /locations/:id': needs('location', 'delete', {
    note: 'prevent_location_deletions refuses (locations.service)',
  }),
  'GET /locations/:id/diff': needs('location', 'read'),
  'POST /locations/:id/diff': needs('location', 'update'),
  'GET /local_listings/eligible_locations/:id': needs('location', 'read', { settings: ['local_listings'] }),
  'GET /special_hours': needs('location', 'read'),
  'POST /special_hours': needs('location', 'update', { settings: ['special_hours'] }),
  'GET /special_hours/:id': needs('location', 'read'),
  'PATCH /special_hours/:id': needs('location', 'update', { settings: ['special_hours'] }),
  'PUT /special_hours/:id': needs('location', 'update', { settings: ['special_hours'] }),
  'DELETE /special_hours/:id': needs('location', 'update', { settings: ['special_hours'] }),
  'GET /groups': needs('group', 'read'),
  'POST /groups': needs('group', 'create'),
  'GET /groups/:id': needs('group', 'read'),
  'PATCH /groups/:id': needs('group', 'update'),
  'PUT /groups/:id': needs('group', 'update'),
  'DELETE /groups/:id': needs('group', 'delete'),
  'POST /groups/:id/locations': needs('group', 'update'),
  'DELETE /groups/:id/locations/:locationId': needs('group', 'update'),
  'GET /countries': signedIn(REFERENCE),
  'GET /countries/:id': signedIn(REFERENCE),
  'GET /states': signedIn(REFERENCE),
  'GET /states/:id': signedIn(REFERENCE),
  'GET /categories': signedIn(REFERENCE),
  'GET /categories/:id': signedIn(REFERENCE),
  'GET /sources': signedIn("the catalogue of review sites, with the account's own custom sources"),
  'GET /sources/:id': signedIn("the catalogue of review sites, with the account's own custom sources"),
  'GET /urls': needs('location', 'read'),
  'POST /urls': needs('location', 'update'),
  'GET /urls/:id': needs('location', 'read'),
  'PATCH /urls/:id': needs('location', 'update'),
  'PUT /urls/:id': needs('location', 'update'),
  'DELETE /urls/:id': needs('location', 'update'),
  'GET /location_source_overrides': needs('location', 'read'),
  'POST /location_source_overrides': needs('local_listing', 'create', {
    note: 'values need location update too, switching publishing the directory settings (source-overrides.service)',
  }),
  'GET /location_source_overrides/:id': needs('location', 'read'),
  'PATCH /location_source_overrides/:id': needs('local_listing', 'update', {
    note: 'values need location update too, switching publishing the directory settings (source-overrides.service)',
  }),
  'PUT /location_source_overrides/:id': needs('local_listing', 'update', {
    note: 'values need location update too, switching publishing the directory settings (source-overrides.service)',
  }),
  'DELETE /location_source_overrides/:id': {
    access: 'active',
    permission: ['local_listing', 'delete'],
    note: 'needs location update too (source-overrides.service)',
  },
  'GET /issues': needs('issue', 'read'),
  'GET /billing/:accountId/location_preview': { access: 'session', permission: ['billing', 'read'] },
  // Billing pages work for an inactive account: that is where it pays (spec 000 §2, decision 0134).
  'GET /billing/:accountId/display_settings': {
    access: 'session',
    note: 'whether prices are shown: every screen that names a cost asks',
  },
  'GET /billing/:accountId': { access: 'session', permission: ['billing', 'read'] },
  'GET /billing/plans': { access: 'session', permission: ['billing', 'read'] },
  'GET /billing/:accountId/pricing_preview': { access: 'session', permission: ['billing', 'read'] },
  'POST /billing/:accountId/checkout': { access: 'session', permission: ['billing', 'update'] },
  'GET /billing/:accountId/sms_preview': { access: 'session', permission: ['billing', 'read'] },
  'POST /billing/:accountId/sms_purchase': { access: 'session', permission: ['billing', 'update'] },
  // Decision 0152: a partner's admins see and settle their children's trials.
  'GET /accounts/trials': signedIn("a partner's children in trial; the service reads only the caller's children", {
    parents: 'only',
    userType: 'admin',
  }),
  'POST /accounts/trials/:id/extend': signedIn("one of the caller's children in trial; any other id is 404", {
    parents: 'only',
    userType: 'admin',
  }),
  'POST /accounts/trials/:id/convert': signedIn("one of the caller's children in trial; any other id is 404", {
    parents: 'only',
    userType: 'admin',
  }),
  'POST /billing/stripe/webhook': { access: 'public', note: "Stripe's events: the signature is the proof" },
  'GET /npi/:number': needs('location', 'read'),
  'GET /npi': needs('location', 'read'),

  // The filter bar
  'GET /user_preferences': needs('user_preference', 'read', { settings: ['saved_filters'] }),
  'POST /user_preferences': needs('user_preference', 'create', { settings: ['saved_filters'] }),
  'GET /user_preferences/:id': needs('user_preference', 'read', { settings: ['saved_filters'] }),
  'PATCH /user_preferences/:id': needs('user_preference', 'update', { settings: ['saved_filters'] }),
  'PUT /user_preferences/:id': needs('user_preference', 'update', { settings: ['saved_filters'] }),
  'DELETE /user_preferences/:id': needs('user_preference', 'delete', { settings: ['saved_filters'] }),
  'GET /scheduled_exports': needs('scheduled_export', 'read', { note: SCHEDULED_NOTE }),
  'POST /scheduled_exports': needs('scheduled_export', 'create', { note: SCHEDULED_NOTE }),
  'GET /scheduled_exports/:id': needs('scheduled_export', 'read', { note: SCHEDULED_NOTE }),
  'PATCH /scheduled_exports/:id': needs('scheduled_export', 'update', { note: SCHEDULED_NOTE }),
  'PUT /scheduled_exports/:id': needs('scheduled_export', 'update', { note: SCHEDULED_NOTE }),
  'DELETE /scheduled_exports/:id': needs('scheduled_export', 'delete', { note: SCHEDULED_NOTE }),
  // Decision 0129: recipients outside the account are the account's choice, an admin's to make.
  'PUT /scheduled_export_settings': needs('scheduled_export', 'update', {
    userType: 'admin',
    note: "admins allow recipients outside the account; scheduled_exports of the account read, maybe a child's",
  }),
  'GET /public/export_downloads/:token': { access: 'public', note: TOKEN },
  'GET /public/export_downloads/:token/file': { access: 'public', note: TOKEN },
  'GET /insights/:account_id/categories': needs('insights', 'read', { note: INSIGHTS_NOTE }),
  'GET /insights/:account_id/mentioned': needs('insights', 'read', { note: INSIGHTS_NOTE }),
  'GET /insights/:account_id/category_rank': needs('insights', 'read', { note: INSIGHTS_NOTE }),
  'GET /insights/:account_id/mentions': needs('insights', 'read', { note: INSIGHTS_NOTE }),
  'GET /insights/:account_id/trend': needs('insights', 'read', { note: INSIGHTS_NOTE }),
  'GET /review/:review_id/keywords': needs('insights', 'read', { note: INSIGHTS_NOTE }),
  'POST /insights/:account_id/reanalyses': needs('account', 'update'),
  'GET /insights/:account_id/reanalyses/:id': needs('insights', 'read'),
  'GET /date_ranges': signedIn("the named date ranges in the account's time zone"),

  // Reviews and the dashboard
  'POST /reviews/sync': needs('review', 'update'),
  'GET /reviews': needs('review', 'read'),
  'GET /reviews/:id': needs('review', 'read'),
  // The reviews feed for BI tools (issue 31, decision 0167): the reviews list's rows, flat, as JSON or CSV.
  'GET /feeds/reviews': needs('review', 'read'),
  'GET /reviews/:id/history': needs('review', 'read'),
  'POST /reviews/read': needs('review', 'read'),
  'GET /responses/:id': needs('review', 'read'),
  'PATCH /responses/:id': needs('review', 'respond'),
  'PUT /responses/:id': needs('review', 'respond'),
  'DELETE /responses/:id': needs('review', 'respond'),
  'POST /responses': needs('review', 'respond'),
  // Decision 0131: a drafted reply is a "smart response", so the spec's ai_smart_responses gate turns drafts off.
  'POST /reviews/:id/reply_draft': needs('review', 'respond', { settings: ['ai_smart_responses'] }),
  // Decision 0146: rules answer by themselves, so the spec's auto_responding gate turns them off; a rule that uses
  // drafts also needs response_autopilot (auto-replies.service, it depends on the body).
  'GET /auto_reply_rules': needs('auto_reply_rule', 'read', { settings: ['auto_responding'] }),
  'POST /auto_reply_rules': needs('auto_reply_rule', 'create', { settings: ['auto_responding'] }),
  'POST /auto_reply_rules/dry_run': needs('auto_reply_rule', 'read', { settings: ['auto_responding'] }),
  'GET /auto_reply_rules/:id': needs('auto_reply_rule', 'read', { settings: ['auto_responding'] }),
  'PATCH /auto_reply_rules/:id': needs('auto_reply_rule', 'update', { settings: ['auto_responding'] }),
  'PUT /auto_reply_rules/:id': needs('auto_reply_rule', 'update', { settings: ['auto_responding'] }),
  'DELETE /auto_reply_rules/:id': needs('auto_reply_rule', 'delete', { settings: ['auto_responding'] }),
  'GET /auto_reply_rules/:id/history': needs('auto_reply_rule', 'read', { settings: ['auto_responding'] }),
  'GET /reply_suggestions': needs('reply_approval', 'read'),
  'POST /reply_suggestions': needs('reply_approval', 'create'),
  'POST /reply_suggestions/approve': needs('reply_approval', 'update'),
  'POST /reply_suggestions/:id/approve': needs('reply_approval', 'update'),
  'POST /reply_suggestions/:id/reject': needs('reply_approval', 'update'),
  'GET /reviews/:id/reply_audit': needs('review', 'read'),
  // Decision 0147: disputes behind the spec's dispute_reviews gate; filing and tracking one changes the review's record.
  'GET /reviews/:id/disputes': needs('review', 'read', { settings: ['dispute_reviews'] }),
  'POST /reviews/:id/disputes': needs('review', 'update', { settings: ['dispute_reviews'] }),
  'PATCH /review_disputes/:id': needs('review', 'update', { settings: ['dispute_reviews'] }),
  'GET /response_templates': needs('response_template', 'read'),
  'POST /response_templates': needs('response_template', 'create'),
  'GET /response_templates/:id': needs('response_template', 'read'),
  'PATCH /response_templates/:id': needs('response_template', 'update'),
  'PUT /response_templates/:id': needs('response_template', 'update'),
  'DELETE /response_templates/:id': needs('response_template', 'delete'),
  'GET /tags': needs('tag', 'read'),
  'POST /tags': needs('tag', 'create'),
  'GET /tags/:id': needs('tag', 'read'),
  'DELETE /tags/:id': needs('tag', 'delete'),
  'GET /review_tags': needs('review', 'read'),
  'POST /review_tags': needs('tag', 'create'),
  'POST /review_tags/bulk': needs('tag', 'create'),
  'DELETE /review_tags': needs('tag', 'create'),
  'GET /metrics/:accountId/overview': needs('metrics', 'read'),
  'GET /metrics/overview/breakdown': needs('metrics', 'read'),
  'GET /metrics/:accountId/sources': needs('metrics', 'read'),
  'GET /metrics/:accountId/location': needs('metrics', 'read'),
  'GET /metrics/:accountId/group': needs('metrics', 'read'),

  // Location Performance
  'GET /location_performance_overview': needs('location_score', 'read'),
  'GET /location_score/:accountId/locations': needs('location_score', 'read'),
  'GET /location_score/:accountId/groups': needs('location_score', 'read'),
  'GET /location_score/:accountId/weights': needs('location_score', 'read', {
    note: 'which weights: the settings of the account read',
  }),
  'PUT /location_score/:accountId/weights': ADMIN_SETS_SCORES,
  'DELETE /location_score/:accountId/weights': ADMIN_SETS_SCORES,
  'GET /target_scores': needs('target_score', 'read'),
  'GET /metric_targets': needs('target_score', 'read'),
  'PUT /metric_targets': ADMIN_SETS_TARGETS,
  'PATCH /metric_targets': ADMIN_SETS_TARGETS,
  'GET /metric_targets_per_location': needs('target_score', 'read'),
  'GET /location_custom_targets_per_location': needs('target_score', 'read'),
  'GET /location_custom_targets': needs('target_score', 'read'),
  'POST /location_custom_targets': ADMIN_SETS_TARGETS,
  'GET /location_custom_targets/:id': needs('target_score', 'read'),
  'PATCH /location_custom_targets/:id': ADMIN_SETS_TARGETS,
  'PUT /location_custom_targets/:id': ADMIN_SETS_TARGETS,
  'DELETE /location_custom_targets/:id': ADMIN_SETS_TARGETS,
  'GET /reports/:accountId/locations': needs('report', 'read'),
  'GET /benchmark/:vertical_id': needs('location_score', 'read', { settings: ['industry_score'] }),
  'GET /location_score/export/groups/csv': needs('export', 'create', { note: 'and location_score read (the CSV)' }),
  'GET /location_score/export/locations/csv': needs('export', 'create', { note: 'and location_score read (the CSV)' }),
  'GET /location_performance_overview/csv': needs('export', 'create', { note: 'and location_score read (the CSV)' }),

  // Local Listings
  'GET /local_listings/provider': needs('local_listing', 'read'),
  'GET /local_listings/metrics/:accountId/locations': needs('local_listing', 'read'),
  'GET /local_listings/metrics/:accountId/overview': needs('local_listing', 'read'),
  'GET /local_listings/integration_overview': needs('local_listing', 'read'),
  'GET /local_listings/locations/:id/diff/:directory': needs('local_listing', 'read'),
  'POST /local_listings/publish': needs('location', 'update'),
  'POST /local_listings/unpublish': needs('location', 'update'),
  'POST /local_listings/scan': needs('local_listing', 'read'),
  'POST /google_post_content': needs('google_post_content', 'create'),
  'POST /bulk_actions': needs('google_post_content', 'create'),
  'POST /webhooks/rtx-images': needs('media', 'create'),
  'GET /images/:accountId/:file': { access: 'public', note: 'processed images are published on directories' },
  'GET /media_categories': needs('media', 'read'),
  'GET /media': needs('media', 'read'),
  'POST /media': needs('media', 'create'),
  'PUT /media/:id': needs('media', 'delete'),
  'POST /upload': needs('media', 'create'),

  // Local Search (issue 29, decision 0138): geo-grid rank tracking behind the account's local_search setting
  'GET /local_search/searches': needs('local_search', 'read', { settings: ['local_search'] }),
  'POST /local_search/searches': needs('local_search', 'create', { settings: ['local_search'] }),
  'GET /local_search/searches/:id': needs('local_search', 'read', { settings: ['local_search'] }),
  'DELETE /local_search/searches/:id': needs('local_search', 'delete', { settings: ['local_search'] }),
  'POST /local_search/searches/:id/scans': needs('local_search', 'create', {
    settings: ['local_search'],
    note: "within the account's monthly grid-point budget (local-search.service)",
  }),
  'GET /local_search/budget': needs('local_search', 'read', { settings: ['local_search'] }),
  'PUT /local_search/budget': needs('local_search', 'update', {
    settings: ['local_search'],
    userType: 'admin',
    note: "admins set their own account's grid points a month (decision 0165)",
  }),
  'GET /local_search/map_tiles': needs('local_search', 'read', {
    settings: ['local_search'],
    note: "the install's tile server template (LOCAL_SEARCH_TILE_URL), no account data",
  }),
  'GET /export/csv/local_search/average_search_zones': needs('local_search', 'read', {
    settings: ['local_search'],
  }),

  // Exports
  'POST /export_files/:accountId': needs('export', 'create', { note: "and the list's own permission (the CSV)" }),
  'GET /export_files/:id': needs('export', 'read', { note: "the caller's own files" }),
  'GET /fetch-export-file/:id/file-data': needs('export', 'read', { note: "the caller's own files" }),
  'GET /export/csv/reviews': needs('export', 'create', { note: 'and review read (the CSV)' }),
  'GET /export/csv/group_metrics': needs('export', 'create', { note: 'and metrics read (the CSV)' }),
  'GET /export/csv/location_metrics': needs('export', 'create', { note: 'and metrics read (the CSV)' }),
  'GET /export/csv/microsurvey_responses': needs('export', 'create', { note: 'and request read (the CSV)' }),

  // Integrations: spec 000 §6, admins only; a manager's integration permission does not open them
  'GET /oauth_tokens': needs('integration', 'read'),
  'DELETE /oauth_tokens/:id': signedIn('admins only', { userType: 'admin' }),
  'GET /integrations': signedIn('admins only', { userType: 'admin' }),
  'GET /integrations/:id': signedIn('admins only', { userType: 'admin' }),
  'POST /global_token_integrations': signedIn('admins only', { userType: 'admin' }),
  'GET /oauth/outbound/:provider': signedIn('admins only', { userType: 'admin' }),
  'GET /oauth/callback/:provider': { access: 'public', note: 'the provider redirects here; the state cookie binds it' },
  // Partner tools (decision 0144): a parent's view of its children's integrations, and the setup link's page.
  'GET /partner_tools/child_integrations': needs('child_integration', 'read', { parents: 'only' }),
  'POST /partner_tools/setup_links': needs('child_integration', 'update', {
    parents: 'only',
    userType: 'admin',
    note: "a partner admin e-mails a child's owner (accountInScope, childrenOnly)",
  }),
  'PATCH /partner_tools/global_token_integrations/:id': needs('child_integration', 'update', {
    parents: 'only',
    userType: 'admin',
    note: "a partner admin verifies a child's request (the request's account is a child)",
  }),
  'GET /public/partner_setup/:token': { access: 'public', note: TOKEN },
  'GET /public/partner_setup/:token/oauth/:provider': { access: 'public', note: TOKEN },
  'PUT /public/partner_setup/:token/steps/:step': { access: 'public', note: TOKEN },
  'POST /public/partner_setup/:token/global_tokens': { access: 'public', note: TOKEN },

  // Review alerts and the unsubscribe links of e-mails
  'GET /alerts': needs('alert', 'read', { note: "the caller's own alerts" }),
  'POST /alerts': needs('alert', 'update', { note: "the caller's own alerts" }),
  'GET /alerts/:id': needs('alert', 'read', { note: "the caller's own alerts" }),
  'PATCH /alerts/:id': needs('alert', 'update', { note: "the caller's own alerts" }),
  'PUT /alerts/:id': needs('alert', 'update', { note: "the caller's own alerts" }),
  'DELETE /alerts/:id': needs('alert', 'update', { note: "the caller's own alerts" }),
  'GET /unsubscribe/:list/:id': { access: 'public', note: TOKEN },
  'DELETE /unsubscribe/:list/:id': { access: 'public', note: TOKEN },
  'POST /unsubscribe/:list/:id': { access: 'public', note: TOKEN },

  // Amplify review widgets
  'GET /amplify/widgets': AMPLIFY_VIEW,
  'POST /amplify/widgets': needs('amplify', 'create', { note: "the widget type's setting (amplify.service)" }),
  'GET /amplify/widgets/:id': AMPLIFY_VIEW,
  'PATCH /amplify/widgets/:id': needs('amplify', 'create', { note: "the widget type's setting (amplify.service)" }),
  'PUT /amplify/widgets/:id': needs('amplify', 'create', { note: "the widget type's setting (amplify.service)" }),
  'DELETE /amplify/widgets/:id': needs('amplify', 'create'),
  'POST /amplify/widget_previews': AMPLIFY_VIEW,

  // The Ask tool
  'GET /campaigns': needs('request', 'read'),
  'POST /campaigns': needs('campaign', 'create'),
  'GET /campaigns/:id': needs('request', 'read'),
  'PATCH /campaigns/:id': needs('campaign', 'update'),
  'PUT /campaigns/:id': needs('campaign', 'update'),
  'DELETE /campaigns/:id': needs('campaign', 'delete'),
  'GET /campaigns/:id/recipients': needs('request', 'read'),
  'POST /campaigns/:id/recipients': needs('campaign', 'create'),
  'DELETE /campaigns/:id/recipients': needs('campaign', 'create'),
  'POST /campaigns/:id/recipients/upload': needs('campaign', 'create'),
  'POST /campaigns/:id/send': needs('campaign', 'create'),
  'POST /campaigns/header_image': needs('campaign', 'create'),
  'GET /request_templates': needs('request', 'read'),
  'POST /request_templates': needs('campaign', 'create'),
  'GET /request_templates/:id': needs('request', 'read'),
  'PATCH /request_templates/:id': needs('campaign', 'update'),
  'PUT /request_templates/:id': needs('campaign', 'update'),
  'DELETE /request_templates/:id': needs('campaign', 'delete'),
  'GET /request_settings': needs('request', 'read'),
  'PUT /request_settings': needs('campaign', 'update'),
  'GET /export/csv/recipient_template': signedIn('an empty template, the same for every account'),
  'GET /export/csv/campaigns': needs('request', 'read'),
  'GET /export/csv/microsurvey_custom_attributes': needs('request', 'read', { settings: ['microsurveys'] }),
  'GET /export/csv/do_not_contact': needs('request', 'read'),
  'GET /export/csv/failed_upload_recipients': needs('request', 'read'),
  'GET /public/review_requests/:token': { access: 'public', note: TOKEN },
  'GET /public/review_requests/:token/sites/:urlId': { access: 'public', note: TOKEN },
  'POST /public/review_requests/:token/feedback': { access: 'public', note: TOKEN },
  'GET /public/review_requests/:token/open.gif': { access: 'public', note: TOKEN },
  'GET /public/header_images/:accountId/:name': { access: 'public', note: 'images the request e-mails show' },
  'GET /microsurveys': needs('request', 'read', { settings: ['microsurveys'] }),
  'POST /microsurveys': needs('campaign', 'create', { settings: ['microsurveys'] }),
  'GET /microsurveys/:id': needs('request', 'read', { settings: ['microsurveys'] }),
  'PATCH /microsurveys/:id': needs('campaign', 'update', { settings: ['microsurveys'] }),
  'PUT /microsurveys/:id': needs('campaign', 'update', { settings: ['microsurveys'] }),
  'DELETE /microsurveys/:id': needs('campaign', 'delete', { settings: ['microsurveys'] }),
  'GET /microsurveys/:id/summaries': needs('request', 'read', { settings: ['microsurveys'] }),
  'GET /locations/:id/landing_pages': needs('request', 'read'),
  'GET /public/ask_pages/:token': { access: 'public', note: TOKEN },
  'POST /public/ask_pages/:token/responses': { access: 'public', note: TOKEN },
  'GET /reports/:account_id/campaigns': needs('request', 'read'),
  'GET /reports/:account_id/campaign/overview': needs('request', 'read'),
  'GET /contacts': needs('request', 'read'),
  // Scorecards (issue 30 §1, decision 0142): spec 000 §6 PARTNER_SCORECARD create and read, the `scorecards` setting.
  'GET /scorecards/standards': needs('partner_scorecard', 'read', { settings: ['scorecards'] }),
  'PUT /scorecards/standards': needs('partner_scorecard', 'update', {
    settings: ['scorecards'],
    userType: 'admin',
    note: 'admins set the standards',
  }),
  'GET /scorecards': needs('partner_scorecard', 'read', { settings: ['scorecards'], parents: 'refused' }),
  'GET /scorecard_requests': needs('partner_scorecard', 'read', { settings: ['scorecards'], parents: 'only' }),
  'POST /scorecard_requests': needs('partner_scorecard', 'create', { settings: ['scorecards'], parents: 'only' }),
  'GET /public/scorecard_requests/:id': { access: 'public', note: 'the random id in the link is the key' },
  // Prescriptive insights (issue 30 §2, decision 0143), behind the `insights` setting.
  'GET /prescriptive_insights': needs('prescriptive_insight', 'read', { settings: ['insights'], parents: 'refused' }),
  'POST /prescriptive_insights/dismissals': needs('prescriptive_insight', 'update', {
    settings: ['insights'],
    parents: 'refused',
  }),
  // Issue 30: the ready-made reports and the partners' roll-up (decisions 0140, 0141).
  'GET /visual_reports/:account_id/:report': needs('visual_report', 'read'),
  'GET /visual_reports/:account_id/:report/pdf': needs('visual_report', 'read'),
  'GET /partner_account_reports': needs('visual_report', 'read', { parents: 'only' }),
  'POST /webhooks/sms/status': { access: 'public', note: "the SMS provider's signature is the credential" },
  'POST /webhooks/sms/inbound': { access: 'public', note: "the SMS provider's signature is the credential" },
  // Competitors (issue 28, spec 000 §6: competitor read; the `competitor` setting)
  'GET /competitors': needs('competitor', 'read', { settings: ['competitor'] }),
  'POST /competitors': needs('competitor', 'create', { settings: ['competitor'] }),
  'PATCH /competitors/:id': needs('competitor', 'update', { settings: ['competitor'] }),
  'DELETE /competitors/:id': needs('competitor', 'delete', { settings: ['competitor'] }),
  'POST /competitors/suggestions': needs('competitor', 'create', { settings: ['competitor'] }),
  'GET /competitors/:id/history': needs('competitor', 'read', { settings: ['competitor'] }),
  'GET /competitor_brands': needs('competitor', 'read', { settings: ['competitor'] }),
  'POST /competitor_brands': needs('competitor', 'create', { settings: ['competitor'] }),
  'DELETE /competitor_brands/:id': needs('competitor', 'delete', { settings: ['competitor'] }),
  'GET /reports/:account_id/competitor/overview': needs('competitor', 'read', { settings: ['competitor'] }),
  'GET /intel/accounts/:account_id/sources': needs('competitor', 'read', { settings: ['competitor'] }),
  'GET /export/csv/intel/locations': needs('export', 'create', { note: 'and competitor read (the CSV)' }),
  'GET /intel/locations/tags_overview/export': needs('export', 'create', { note: 'and competitor read (the CSV)' }),
  // Outgoing webhooks (issue 31, spec 000 §6: the `webhooks` setting; decision 0153): admins manage them.
  'GET /webhook_subscriptions': webhookAdmin('read'),
  'POST /webhook_subscriptions': webhookAdmin('create'),
  'DELETE /webhook_subscriptions/:id': webhookAdmin('delete'),
  'GET /webhook_subscriptions/:id/deliveries': webhookAdmin('read'),
  'POST /webhook_subscriptions/:id/test': webhookAdmin('create'),
  // The open API (issue 31, decision 0160): personal API tokens, the account's OAuth clients, the OAuth flow.
  'GET /api_tokens': signedIn(OWN_TOKENS),
  'POST /api_tokens': signedIn(OWN_TOKENS),
  'DELETE /api_tokens/:id': signedIn(OWN_TOKENS),
  'GET /oauth_clients': OAUTH_CLIENT_ADMIN,
  'POST /oauth_clients': OAUTH_CLIENT_ADMIN,
  'DELETE /oauth_clients/:id': OAUTH_CLIENT_ADMIN,
  'GET /oauth/consent': signedIn("the caller's own consent to a client of their account"),
  'POST /oauth/consent': signedIn("the caller's own consent to a client of their account"),
  'POST /oauth/token': { access: 'public', note: OAUTH_CLIENT_AUTH },
  'POST /oauth/revoke': { access: 'public', note: OAUTH_CLIENT_AUTH },
} satisfies Record<string, RoutePolicy>;

export type RouteKey = keyof typeof ROUTE_POLICIES;

/** The policy of a route as Fastify registers it under /api ('GET /reviews/:id'), or undefined when none. */
export function routePolicyOf(key: string): RoutePolicy | undefined {
  return (ROUTE_POLICIES as Record<string, RoutePolicy>)[key];
}
