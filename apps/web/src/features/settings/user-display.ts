import type { User } from '@repute/domain';

export function userDisplayName(user: User): string {
  return user.profile_name || `${user.first_name} ${user.last_name}`.trim() || user.email;
}
