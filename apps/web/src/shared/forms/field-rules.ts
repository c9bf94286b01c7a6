import { PASSWORD_MIN_LENGTH } from '@repute/domain/auth';

/** The same messages as the domain's password schemas, for form fields. */
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export function passwordError(password: string): string | null {
  return password.length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : null;
}

export function confirmationError(confirmation: string, password: string): string | null {
  return confirmation !== password ? PASSWORDS_DO_NOT_MATCH : null;
}

export function requiredError(value: string, message: string): string | null {
  return value.trim() ? null : message;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): string | null {
  if (!value.trim()) return 'Enter your e-mail address';
  return EMAIL_PATTERN.test(value.trim()) ? null : 'Enter a valid e-mail address';
}
