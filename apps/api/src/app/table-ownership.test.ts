import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../platform/db/schema';

/**
 * Which module owns each table, and which other tables a module's SQL may touch (decision 0016). The schema
 * lives in one place (platform/db/schema: one Drizzle schema, one migration history); this map is what keeps a
 * module to its own tables. A module that needs another's data asks that module's service; a new entry under
 * `alsoTouches` is a decision, recorded in docs/decisions/0016-table-ownership.md.
 */
const OWNERSHIP: Record<string, { owns: string[]; alsoTouches?: string[] }> = {
  accounts: { owns: ['accounts', 'account_settings', 'account_experiments', 'whitelabels'] },
  // user_emails is kept in step with users by a trigger (decision 0179); no query of ours writes it.
  users: { owns: ['users', 'user_emails'] },
  // Paying activates the account (and a failed renewal stops it) and turns on the plan's settings, in the
  // transaction that records the payment (decision 0134).
  billing: {
    owns: ['billing_plans', 'account_billing', 'billing_invoices', 'billing_events'],
    alsoTouches: ['accounts', 'account_settings'],
  },
  // Sessions resolve a user and their account in one query; confirmation and shadow users are identity rows.
  // Staff grants decide which sessions may impersonate (decision 0159); the staff screen lists any account's users.
  auth: { owns: ['auth_tokens', 'sso_login_links', 'staff_grants'], alsoTouches: ['users', 'accounts'] },
  // The audit log names who acted (decision 0158).
  'audit-log': { owns: ['audit_events'], alsoTouches: ['users'] },
  passwords: { owns: ['password_resets'], alsoTouches: ['users'] },
  // Single sign-on finds the user (and the account's parent) of a verified address, creates a just-in-time user, and
  // reads its own sealing key (decision 0156).
  'oidc-sso': {
    owns: ['oidc_configurations', 'oidc_email_domains', 'oidc_login_attempts'],
    alsoTouches: ['users', 'accounts', 'signing_keys'],
  },
  // A trial account, its settings and its owner are created in one transaction.
  signup: { owns: [], alsoTouches: ['accounts', 'account_settings', 'users'] },
  locations: { owns: ['locations'], alsoTouches: ['group_locations'] },
  groups: { owns: ['groups', 'group_locations'], alsoTouches: ['locations'] },
  'special-hours': { owns: ['special_hours'] },
  urls: { owns: ['location_urls'] },
  'source-overrides': { owns: ['location_source_overrides'] },
  // The list joins what a review shows: its location, its responses, its tags and who changed it.
  reviews: {
    owns: [
      'reviews',
      'review_history',
      'review_daily_counts',
      'review_day_totals',
      'review_word_daily_counts',
      'location_review_daily_counts',
      'location_review_monthly_counts',
      'review_reads',
    ],
    // A partner's list of its children's reviews names each review's account and finds the children by parent_id,
    // in the query that pages them (decision 0118).
    alsoTouches: ['locations', 'group_locations', 'users', 'tags', 'review_tags', 'review_responses', 'accounts'],
  },
  // Publishing a response marks its review answered and records the change in the review's history.
  responses: { owns: ['review_responses'], alsoTouches: ['reviews', 'review_history'] },
  // The sync brings reviews in: it writes them and their history.
  'review-sync': { owns: ['review_sync_states'], alsoTouches: ['reviews', 'review_history'] },
  tags: { owns: ['tags', 'review_tags'] },
  'outgoing-webhooks': { owns: ['webhook_subscriptions', 'webhook_deliveries'] },
  'api-access': { owns: ['api_tokens', 'oauth_clients', 'oauth_grants', 'oauth_grant_tokens'] },
  // Rules pick reviews by location or group and answer those not answered yet; the queue and the audit name people
  // and show the review (decision 0146).
  'auto-replies': {
    owns: ['auto_reply_rules', 'auto_reply_rule_versions', 'auto_reply_runs', 'reply_suggestions'],
    alsoTouches: ['reviews', 'locations', 'group_locations', 'users', 'review_responses'],
  },
  // A dispute names who filed it (decision 0147).
  'review-disputes': { owns: ['review_disputes'], alsoTouches: ['users'] },
  'response-templates': { owns: ['response_templates'] },
  // A campaign's location and the review sites it offers are read where they are sent and shown; an e-mail's
  // delivery is the mail outbox's record of it (decision 0066).
  'review-requests': {
    owns: [
      'request_templates',
      'campaigns',
      'campaign_recipients',
      'recipient_uploads',
      'do_not_contact',
      'request_settings',
      'microsurveys',
      'microsurvey_responses',
      'location_landing_pages',
      'send_rate_slots',
    ],
    alsoTouches: ['locations', 'location_urls', 'mail_deliveries', 'reviews'],
  },
  // Location Performance's counts per location and month or day; the industry score reads every account of a vertical.
  metrics: {
    owns: [],
    alsoTouches: [
      'reviews',
      'review_daily_counts',
      'review_day_totals',
      'location_review_daily_counts',
      'location_review_monthly_counts',
      'accounts',
      'locations',
      'groups',
      'group_locations',
    ],
  },
  // Competitors read their locations' names and groups.
  competitors: {
    owns: ['competitors', 'competitor_brands', 'competitor_daily', 'competitor_account_daily'],
    alsoTouches: ['locations', 'group_locations'],
  },
  performance: { owns: ['performance_settings', 'location_custom_targets', 'industry_benchmarks'] },
  'oauth-tokens': { owns: ['oauth_tokens'] },
  integrations: { owns: ['global_token_integrations', 'oauth_states', 'integration_setup_steps'] },
  'user-preferences': { owns: ['user_preferences'] },
  scorecards: { owns: ['scorecard_standards', 'scorecard_requests'] },
  'prescriptive-insights': { owns: ['insight_dismissals'] },
  'scheduled-exports': { owns: ['scheduled_exports', 'scheduled_export_outside_recipients'] },
  webhooks: { owns: ['analytics_events', 'notification_events', 'feature_requests'] },
  // The resources' rows reach an export through their own modules' services (their CSV definitions).
  exports: { owns: ['export_files'] },
  // An alert's recipient, its scope resolved to the account's locations, its time zone and the reviews waiting for
  // a response are read in the queries that decide what an e-mail may carry (decision 0034).
  alerts: {
    owns: ['alerts', 'alert_events'],
    alsoTouches: ['users', 'locations', 'group_locations', 'accounts', 'reviews'],
  },
  // The text analysis reads the reviews it analyses and writes their sentiment and categories (which the dashboard
  // and review filters read); the account's vertical picks the categories; a group filter reads its locations.
  insights: {
    owns: [
      'review_analyses',
      'review_keywords',
      'review_categories',
      'keyword_counts',
      'keyword_location_counts',
      'keyword_month_counts',
      'category_counts',
      'category_month_counts',
      'category_location_counts',
      'review_analysis_pending',
      'sentiment_models',
      'reanalysis_runs',
    ],
    alsoTouches: ['reviews', 'accounts', 'group_locations'],
  },
  unsubscribe: { owns: [] },
  // A public widget reads the published reviews of its locations (or groups') and its location's address in the
  // queries that answer every embed (decision 0055).
  amplify: { owns: ['widgets'], alsoTouches: ['reviews', 'locations', 'group_locations'] },
  // A listing's desired state is the location with its directory overrides and holiday hours, read with the
  // listings' scans in one pass; publish and unpublish turn the location's Auto Sync status (decision 0060).
  'local-listings': {
    owns: ['listing_directories', 'listing_changes', 'listing_providers', 'listing_sync_days'],
    alsoTouches: ['locations', 'group_locations', 'location_source_overrides', 'special_hours'],
  },
  // A tracked search names its location; the list filters by group and shows the location's name (decision 0138).
  'local-search': {
    owns: ['local_searches', 'local_search_scans', 'local_search_points', 'local_search_budgets'],
    alsoTouches: ['locations', 'group_locations'],
  },
  // A Google post, its bulk actions and each location's result (decision 0087).
  'google-posts': { owns: ['google_post_contents', 'bulk_actions', 'bulk_action_locations'] },
  // A photo's list shows its location's name, read in the query that pages the photos.
  photos: { owns: ['image_uploads', 'owner_photos'], alsoTouches: ['locations'] },
  // Below the modules: the mail job's record of accepted messages, and the key that signs e-mails' links.
  'platform/mail': { owns: ['mail_deliveries', 'signing_keys'] },
  // Attempts counted across server processes: failed logins, reset e-mails (decision 0113).
  'platform/auth': { owns: ['attempt_counts'] },
};

const MODULES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules');
const SCHEMA_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'[./]+platform\/db\/schema'/g;

const tableNames = new Map(
  Object.entries(schema).flatMap(([name, value]) => (isTable(value) ? [[name, getTableName(value)] as const] : [])),
);

/** The tables each module's source (tests aside) imports from the schema. */
function tablesUsedBy(module: string): string[] {
  const dir = path.join(MODULES_DIR, module);
  const used = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    for (const match of readFileSync(path.join(dir, file), 'utf8').matchAll(SCHEMA_IMPORT)) {
      for (const name of (match[1] ?? '').split(',').map((part) => part.replace(/^\s*type\s+/, '').trim())) {
        const table = tableNames.get(name);
        if (table) used.add(table);
      }
    }
  }
  return [...used].sort();
}

describe('table ownership', () => {
  it('gives every table exactly one owning module', () => {
    const owners = Object.values(OWNERSHIP).flatMap((entry) => entry.owns);
    expect([...owners].sort()).toEqual([...tableNames.values()].sort());
    expect(new Set(owners).size).toBe(owners.length);
  });

  it.each(readdirSync(MODULES_DIR))('keeps %s to the tables it owns or is allowed to touch', (module) => {
    const allowed = new Set([...(OWNERSHIP[module]?.owns ?? []), ...(OWNERSHIP[module]?.alsoTouches ?? [])]);
    expect(tablesUsedBy(module).filter((table) => !allowed.has(table))).toEqual([]);
  });
});
