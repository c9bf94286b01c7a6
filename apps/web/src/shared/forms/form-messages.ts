import type { FieldMessages } from './domain-resolver';

/** The words every e-mail field of the app shows (log in, sign up, password forms). */
export const EMAIL_FIELD: FieldMessages = {
  required: 'Enter your e-mail address',
  invalid: 'Enter a valid e-mail address',
};
