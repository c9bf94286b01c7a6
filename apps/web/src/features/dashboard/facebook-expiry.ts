import type { OauthToken } from '@repute/domain';
import { countOf } from '../../shared/lib/count-format';

/** Who is looking: the banner is theirs only as owner, as the integration's creator, or while shadowing. */
export type Viewer = { userId: number; isAccountOwner: boolean; isShadowing: boolean };

/** Spec 000 §9: the Facebook expiry warning starts 7 days before. */
export const FACEBOOK_EXPIRY_WARNING_DAYS = 7;

/**
 * Spec 000 §4: the days left on the Facebook token that expires first among those this viewer should be
 * warned about (7 days or fewer; 0 or less is expired), or null when there is no banner to show. A token
 * without daysUntilExpires never expires.
 */
export function facebookExpiryDays(tokens: readonly OauthToken[], viewer: Viewer): number | null {
  let soonest: number | null = null;
  for (const { integration_code, created_by_user_id, daysUntilExpires: days } of tokens) {
    if (integration_code !== 'facebook' || days === null || days > FACEBOOK_EXPIRY_WARNING_DAYS) continue;
    const concerned = viewer.isAccountOwner || viewer.isShadowing || created_by_user_id === viewer.userId;
    if (concerned && (soonest === null || days < soonest)) soonest = days;
  }
  return soonest;
}

/** Spec 000 §8, word for word; the day count agrees with its noun ("1 day"). */
export function facebookExpiryMessage(days: number): string {
  if (days <= 0) return 'Your Facebook integration is expired';
  return `Your Facebook integration will expire in ${countOf(days, 'day', 'days', { grouping: false })}`;
}
