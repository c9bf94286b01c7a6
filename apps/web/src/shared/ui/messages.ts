/** Messages of spec 000 §8 used in more than one place, word for word. */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong. Please refresh the page.';
export const WHITELABEL_ERROR_STATUS = 500;
export const WHITELABEL_ERROR_MESSAGE = 'An unexpected error occurred';
export const ACCOUNT_LOAD_ERROR_MESSAGE = 'Something went wrong fetching account information.';
export const SIGNUP_ERROR_MESSAGE = 'There was an issue creating your account. Please refresh and try again.';
export const NO_USERS_MESSAGE = 'No users found in account.';
export const RETRIEVE_DATA_ERROR_MESSAGE = 'There was an error retrieving data.';
/** The permission screen's message (decision 0124): a screen the user may not open, reached by its address. */
export const NO_PERMISSION_MESSAGE = 'You do not have permission to view this page.';
