import { NO_PERMISSION_MESSAGE } from '../../shared/ui/messages';
/** Spec 001 §2, §4, §8: the Amplify screens' words. */
export const AMPLIFY_TEXT = {
  title: 'Widgets',
  learnMore: 'Learn more...',
  createSection: 'CREATE NEW WIDGET',
  createdSection: 'CREATED WIDGETS',
  listError: 'There was an error fetching your created widgets',
  autoUpdate: 'Auto-Update',
  noPermission: NO_PERMISSION_MESSAGE,
  /** The API's words for a type whose account setting is off. */
  typeUnavailable: 'This widget type is not available on your account',
} as const;

/**
 * Decision 0059: a self-hosted install has no support site, so 'Learn more...' opens the help section at the foot
 * of the widgets page (hidden for white-label accounts, like every support link).
 */
export const AMPLIFY_HELP_ID = 'amplify-help';
