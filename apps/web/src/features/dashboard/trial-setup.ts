import type { Account, AuthState, SetupProgress } from '@repute/domain';
import { countOf } from '../../shared/lib/count-format';

export type TrialStage = 1 | 2 | 3;
type SetupFlag = Exclude<keyof SetupProgress, 'stage'>;
/** `path` is where the step is done; null when the user may not go there (shown as plain text). */
export type SetupStep = { flag: SetupFlag; label: string; path: string | null; done: boolean };

/**
 * Spec 000 §6: trial accounts see the banner; parent and white-label accounts never do. With billing off there is
 * no trial to upgrade from (decision 0152): no banner either.
 */
export function showsTrialBanner(
  account: Pick<Account, 'status' | 'is_parent' | 'is_whitelabel'>,
  auth: Pick<AuthState, 'isParent' | 'isWhitelabel'>,
  billingOn: boolean,
): boolean {
  return (
    billingOn &&
    account.status === 'trial' &&
    !account.is_parent &&
    !account.is_whitelabel &&
    !auth.isParent &&
    !auth.isWhitelabel
  );
}

/** Spec 000 §4: 1 fetching Google reviews, 2 checklist, 3 more sources; anything else reads as the first. */
export function trialStage(progress: Pick<SetupProgress, 'stage'>): TrialStage {
  if (progress.stage >= 3) return 3;
  return progress.stage === 2 ? 2 : 1;
}

/** The checklist of stage 2: the setup progress flags (spec 000 §3, in its order), each with where to do it. */
const STEPS: readonly (Omit<SetupStep, 'done' | 'path'> & { path: string; adminOnly?: true })[] = [
  { flag: 'ask_campaigns_exist', label: 'Ask your customers for reviews', path: '/request-reviews' },
  // The integrations page is for admins only.
  { flag: 'facebook_integration_exists', label: 'Connect Facebook', path: '/settings/integrations', adminOnly: true },
  { flag: 'multiple_users_in_account_exists', label: 'Invite a teammate', path: '/settings/users/new' },
  { flag: 'responses_exist', label: 'Respond to a review', path: '/reviews' },
  { flag: 'google_url_scanned', label: 'Scan your Google listing', path: '/settings/locations' },
];

export function setupChecklist(progress: SetupProgress, isAdmin: boolean): SetupStep[] {
  return STEPS.map(({ adminOnly, ...step }) => ({
    ...step,
    path: adminOnly && !isAdmin ? null : step.path,
    done: progress[step.flag],
  }));
}

/** The banner's heading: the days left in the trial (daysLeftInTrial is -1 when the account has no end date). */
export function trialHeading(daysLeft: number): string {
  if (daysLeft < 0) return 'Your free trial';
  if (daysLeft === 0) return 'Your free trial ends today';
  return `${countOf(daysLeft, 'day', 'days', { grouping: false })} left in your free trial`;
}
