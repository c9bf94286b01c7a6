import type { User } from '@repute/domain';

export function userDisplayName(user: User): string {
  return user.profile_name || `${user.first_name} ${user.last_name}`.trim() || user.email;
}

export type UserStatus = { label: 'Active' | 'Invited' | 'Inactive'; color: string };

/** The Users table's status: deactivated; invited and no password set yet; or active. */
export function statusOf(user: Pick<User, 'active' | 'invited'>): UserStatus {
  if (!user.active) return { label: 'Inactive', color: 'gray' };
  if (user.invited) return { label: 'Invited', color: 'blue' };
  return { label: 'Active', color: 'teal' };
}
