import { plural } from '../../shared/lib/count-format';
import { RETRIEVE_DATA_ERROR_MESSAGE } from '../../shared/ui/messages';

/** Strings of spec 001 §8 and spec 000 §8 the locations screens use, word for word. */
export const LOCATION_TEXT = {
  fetchCategories: 'Unable to fetch categories at this time. Please reload or try again later.',
  loadCategory: 'Unable to load category at this time. Please reload or try again later.',
  categoriesDropdown: 'Error fetching categories',
  noOptions: 'No Options',
  pricingPreview: 'Error fetching location pricing preview.',
  saveFailed: 'There was an issue with updating this location. Please review the form and try again.',
  googleData: 'There was an error fetching Google location data. Please review the form and try again.',
  sourceData: 'There was an error while fetching source-specific data. Please refresh the page and try again.',
  overridesUpdate: 'There was an error while updating directory-specific overrides',
  deleteFailed: 'There was an error deleting your location.',
  retrieveData: RETRIEVE_DATA_ERROR_MESSAGE,
  issues: 'Unable to load issues at this time. Please reload or try again later.',
  overridesLoad: 'Failed to load directory-specific numbers. Please reload or try again later.',
  states: 'Unable to load states data at this time. Please reload or try again later.',
  countries: 'Unable to load countries data at this time. Please reload or try again later.',
  hoursUpdated: 'Successfully updated hours',
  bulkHoursDiffer: 'The selected locations have different hours, so these start closed every day.',
  oneNotUpdated: 'Location could not be updated',
  manyNotUpdated: (count: number) => `${count} locations could not be updated`,
  /** What the bulk modals apply to. */
  selectedLocations: (count: number) => plural(count, 'selected location', `${count} selected locations`),
  specialHoursUpdateFailed: 'There was an error updating holiday hours',
  seeAllGate: 'Contact an admin or manager to view additional holiday hours.',
  linkCopied: 'Link copied',
  noExternalId: '(No External ID)',
  autoSyncBanner: 'Changes made here will not be published while Auto-Sync is disabled',
  autoSyncNotice:
    'Auto Sync to Directories is off for this location: changes made here will be queued until it is turned on.',
  fetchLocations: 'Unable to fetch locations at this time. Please reload or try again later.',
  loadLocation: 'Unable to load location at this time. Please reload or try again later.',
  loadLocationDiff: 'Unable to load location diff at this time. Please reload or try again later.',
  fetchUrls: 'Unable to fetch url sources at this time. Please reload or try again later.',
  fetchSources: 'Unable to fetch sources at this time. Please reload or try again later.',
  loadLocationInformation: 'Unable to load location information at this time. Please reload or try again later.',
} as const;

/** Notification durations of spec 001 §9. */
export const TOAST_MS = { short: 2000, medium: 3000, long: 5000 } as const;
/** Search debounce, form skeleton and copy confirmation of spec 001 §9. */
export const SEARCH_DEBOUNCE_MS = 500;
export const FORM_SKELETON_MS = 500;
export const COPY_CONFIRMATION_MS = 2000;
export const DELETE_STATE_RESET_MS = 2000;
