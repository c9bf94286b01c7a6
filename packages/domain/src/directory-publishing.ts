import type { AccountSettingValue } from './account-settings';
import { can, type Permissions } from './permissions';

/** Spec 001 §8: the location detail's directory publishing switch. */
export const DIRECTORY_PUBLISHING_MESSAGES = {
  saved: 'Directory sync settings saved',
  failed: 'Failed to update directory publishing status. Please reload or try again later.',
} as const;

/** The account settings the switch needs (spec 001 §6): the publishing setting and its feature flag. */
export const DIRECTORY_PUBLISHING_SETTINGS = ['listing_publishing', 'directory_specific_publishing'] as const;

/**
 * Spec 001 §6: "Directory-specific publishing toggles need local_listing update, the publishing setting and feature
 * flag ENABLE_LL_DIRECTORY_SPECIFIC_PUBLISHING". The API checks the same (decision 0097).
 */
export function canSwitchDirectoryPublishing(
  permissions: Permissions,
  settings: Partial<Record<string, AccountSettingValue>>,
): boolean {
  return (
    can(permissions, 'local_listing', 'update') &&
    DIRECTORY_PUBLISHING_SETTINGS.every((code) => settings[code] === true)
  );
}
