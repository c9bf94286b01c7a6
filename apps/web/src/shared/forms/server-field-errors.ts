import { isApiError } from '../api/api-error';

/** The server's per-field messages (400/409/422 answers), ready for a form's setErrors. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.fields) return {};
  return Object.fromEntries(
    Object.entries(error.fields)
      .filter(([, messages]) => messages.length > 0)
      .map(([field, messages]) => [field, messages.join(' ')]),
  );
}
