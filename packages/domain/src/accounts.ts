import { z } from 'zod';

export const ACCOUNT_STATUSES = ['trial', 'active', 'inactive', 'pending', 'expired', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Statuses for which calls keep working; every other status answers 402 until billing is settled. */
export const ACTIVE_ACCOUNT_STATUSES: readonly AccountStatus[] = ['trial', 'active'];

/**
 * Whether the account's calls work (decision 0134): with billing off every account does; otherwise an active
 * status, or a trial that has not ended yet. A trial past its end answers 402 until a plan is paid.
 */
export function isActiveAccount(
  account: { status: string; trial_ended_at: string | Date | null },
  billingOn: boolean,
  now: Date = new Date(),
): boolean {
  if (!billingOn) return true;
  if (!ACTIVE_ACCOUNT_STATUSES.includes(account.status as AccountStatus)) return false;
  if (account.status !== 'trial' || account.trial_ended_at === null) return true;
  return new Date(account.trial_ended_at).getTime() > now.getTime();
}

export const ACCOUNT_VERTICALS = ['healthcare', 'restaurant', 'fitness', 'retail', 'home_services', 'agency'] as const;
export type AccountVertical = (typeof ACCOUNT_VERTICALS)[number];

export function isAccountVertical(name: string | null): name is AccountVertical {
  return (ACCOUNT_VERTICALS as readonly (string | null)[]).includes(name);
}

/** How /settings/account names each vertical. */
export const ACCOUNT_VERTICAL_LABELS: Record<AccountVertical, string> = {
  healthcare: 'Healthcare',
  restaurant: 'Restaurant',
  fitness: 'Fitness',
  retail: 'Retail',
  home_services: 'Home Services',
  agency: 'Agency',
};

/** The verticals as a select offers them, in ACCOUNT_VERTICALS' order. */
export const ACCOUNT_VERTICAL_OPTIONS = ACCOUNT_VERTICALS.map((value) => ({
  value,
  label: ACCOUNT_VERTICAL_LABELS[value],
}));

/** An account's name: the company name of the sign-up form. */
export const ACCOUNT_NAME_MAX = 200;
export const accountNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter the company name')
  .max(ACCOUNT_NAME_MAX, `At most ${ACCOUNT_NAME_MAX} characters`);
export const accountVerticalSchema = z.enum(ACCOUNT_VERTICALS, {
  error: `Choose one of ${ACCOUNT_VERTICALS.join(', ')}`,
});

/**
 * PATCH /accounts/{id} (decision 0133): what an admin changes of their own account on /settings/account. Segment,
 * customer success manager and review status label are set by whoever runs the install.
 */
export const accountPatchSchema = z.object({
  name: accountNameSchema.optional(),
  account_vertical_name: accountVerticalSchema.nullable().optional(),
});
export type AccountPatch = z.infer<typeof accountPatchSchema>;

export const accountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  trial_started_at: z.string().nullable(),
  trial_ended_at: z.string().nullable(),
  daysLeftInTrial: z.number().int(),
  total_locations: z.number().int(),
  segment: z.string().nullable(),
  parent_id: z.number().int().nullable(),
  billing_provider: z.string().nullable(),
  account_vertical_name: z.string().nullable(),
  customer_success_manager_id: z.number().int().nullable(),
  customer_success_manager_name: z.string().nullable(),
  review_status_label_id: z.number().int().nullable(),
  is_parent: z.boolean(),
  is_whitelabel: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

const DAY_MS = 86_400_000;

/** daysLeftInTrial: whole days until the trial ends, never below 0; -1 when the account has no trial. */
export function daysLeftInTrial(trialEndedAt: Date | null, now: Date = new Date()): number {
  if (!trialEndedAt) return -1;
  return Math.max(0, Math.ceil((trialEndedAt.getTime() - now.getTime()) / DAY_MS));
}

export const setupProgressSchema = z.object({
  ask_campaigns_exist: z.boolean(),
  facebook_integration_exists: z.boolean(),
  multiple_users_in_account_exists: z.boolean(),
  responses_exist: z.boolean(),
  google_url_scanned: z.boolean(),
  stage: z.number().int(),
});
export type SetupProgress = z.infer<typeof setupProgressSchema>;

export const whitelabelSchema = z.object({
  navigation_background_color: z.string(),
  main_text_color: z.string(),
  active_text_color: z.string(),
  background_hover_color: z.string(),
  hover_text_color: z.string(),
  logo_left: z.string().nullable(),
  support_email: z.string().nullable(),
  custom_domain: z.string().nullable(),
});
export type Whitelabel = z.infer<typeof whitelabelSchema>;
