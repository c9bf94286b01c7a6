import { NO_PERMISSION_MESSAGE } from '../../shared/ui/messages';
/** Location Performance's strings: spec 001 §6 and §8 word for word, and the screens' own. */
export const PERFORMANCE_TEXT = {
  title: 'Location Performance',
  scoreError: 'There was an error fetching data for Performance Score',
  fetchAlert: 'Something went wrong while fetching your location performance data',
  tableError:
    'Could not load the requested data due to a temporary error. Try refreshing the page or contact support if the issue persists.',
  empty: 'There is no location performance data to show.',
  emptyHint: (locations: string) => `Adjust the filters for better results or add more ${locations}.`,
  emptyHintWithoutCreate: 'Adjust the filters for better results.',
  noGroups: 'Add a group to see data',
  targetsError: 'Something went wrong while fetching your targets',
  targetScoresError: 'There was an error while fetching target scores',
  /** Spec 001 §6 gives these notes' opening words, its '...' eliding the rest; they read as whole sentences (decision 0122). */
  createdByYou: 'Created by you: each Target Score measures a location or group against the targets you set.',
  setByAdmin: 'Target score is set by your admin: ask them if a target should change.',
  integrateAccount: 'Integrate Account',
  setTargetScore: 'Set Target Score',
  editTargetScore: 'Edit Target Score',
  addGroup: 'Add Group',
  showPrevious: 'Show previous period',
  noPermission: NO_PERMISSION_MESSAGE,
} as const;
