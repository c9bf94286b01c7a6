/**
 * Account settings are feature gates (spec 000 §6, spec 001 §6). The API stores and returns them as
 * code/value string pairs; 'true' and 'false' become booleans on the client.
 */
export const ACCOUNT_SETTING_CODES = [
  'insights',
  'media',
  'local_listings',
  'amplify',
  'groups',
  'sms_alerts',
  'dispute_reviews',
  'microsurveys',
  'response_autopilot',
  'ai_smart_responses',
  'auto_responding',
  'competitor',
  'local_search',
  'scorecards',
  'webhooks',
  'saved_filters',
  'scheduled_exports',
  'prevent_location_additions',
  'prevent_location_deletions',
  'async_file_download',
  'trial_export',
  'special_hours',
  'experience_analysis',
  'new_performance_score',
  'custom_score',
  'industry_score',
  'listing_publishing',
  'auto_sync',
  // Spec 001 §6's feature flag ENABLE_LL_DIRECTORY_SPECIFIC_PUBLISHING, kept as the app keeps its switches.
  'directory_specific_publishing',
  'amplify_testimonial_widgets',
  'amplify_review_feed_widgets',
  'amplify_star_snapshot_widgets',
  'amplify_location_information_widgets',
  // Decision 0129: scheduled exports may also go to addresses outside the account; admins switch it, off at first.
  'scheduled_export_outside_recipients',
] as const;

export type AccountSettingCode = (typeof ACCOUNT_SETTING_CODES)[number];

export type AccountSettingPair = { code: string; value: string };
export type AccountSettingValue = string | boolean;

/** The strings 'true' and 'false' become booleans; anything else stays as given. */
export function parseAccountSettingValue(value: string): AccountSettingValue {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

export function accountSettingsMap(pairs: AccountSettingPair[]): Record<string, AccountSettingValue> {
  return Object.fromEntries(pairs.map((pair) => [pair.code, parseAccountSettingValue(pair.value)]));
}

/** The switches a new account starts with off: the blocking, trial-only and the account's own choices. */
const OFF_AT_FIRST: readonly AccountSettingCode[] = [
  'prevent_location_additions',
  'prevent_location_deletions',
  'trial_export',
  'scheduled_export_outside_recipients',
];

/** Settings a new account starts with: everything on except OFF_AT_FIRST. */
export const DEFAULT_ACCOUNT_SETTINGS: Record<AccountSettingCode, string> = Object.fromEntries(
  ACCOUNT_SETTING_CODES.map((code) => [code, OFF_AT_FIRST.includes(code) ? 'false' : 'true']),
) as Record<AccountSettingCode, string>;
