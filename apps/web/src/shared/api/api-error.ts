import type { ErrorBody } from '@repute/domain';

/** A failed call: the HTTP status (0 when the server was not reached) and the server's error body when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ErrorBody> | null;

  constructor(status: number, message: string, body: Partial<ErrorBody> | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get code(): string | undefined {
    return this.body?.code;
  }

  get fields(): Record<string, string[]> | undefined {
    return this.body?.fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's own text for an error (its message, else its error), or the error's text. */
export function errorText(error: unknown): string | undefined {
  if (isApiError(error)) return error.body?.message || error.body?.error || error.message || undefined;
  if (error instanceof Error) return error.message || undefined;
  return undefined;
}
