import { type User, type UserCreate, userCreateSchema } from '@repute/domain';
import { errorText, isApiError } from '../../shared/api/api-error';
import { domainResolver } from '../../shared/forms/domain-resolver';
import { serverFieldErrors } from '../../shared/forms/server-field-errors';

/** The user form's values: the select holds the user type id as text. */
export type UserFormValues = { first_name: string; last_name: string; email: string; user_type_id: string };

export const EMPTY_USER_FORM: UserFormValues = { first_name: '', last_name: '', email: '', user_type_id: '' };

export function userFormValues(user: User): UserFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    user_type_id: String(user.user_type_id),
  };
}

export function toUserBody(values: UserFormValues): UserCreate {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    user_type_id: Number(values.user_type_id),
  };
}

/** The user form checks the body it sends with the domain's user schema; the screen's words for empty fields. */
export const userFormRules = domainResolver<UserFormValues>(userCreateSchema, {
  toBody: toUserBody,
  messages: {
    first_name: { required: 'Enter a first name' },
    last_name: { required: 'Enter a last name' },
    email: { required: 'Enter an e-mail address' },
    user_type_id: { required: 'Choose a user type' },
  },
});

/** Server answers as field errors: its own per-field messages, or a taken e-mail (409) on the Email field. */
export function userFormServerErrors(error: unknown): Record<string, string> {
  const fields = serverFieldErrors(error);
  if (Object.keys(fields).length > 0) return fields;
  if (isApiError(error) && error.status === 409) return { email: errorText(error) ?? 'This e-mail is already in use' };
  return {};
}
