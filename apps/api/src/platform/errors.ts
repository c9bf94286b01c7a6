import { REFUSAL_MESSAGES } from '@repute/domain/route-policy';

/** An error the API answers with its own status and message (ARCHITECTURE §3). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** The reason phrase of each status the API answers, as the `error` field of its body. */
export const ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const badRequest = (message: string, fields?: Record<string, string[]>) =>
  new AppError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Authentication required') => new AppError(401, 'unauthorized', message);
export const accountInactive = () =>
  new AppError(402, 'account_inactive', 'This account is inactive. Please settle billing to continue.');
export const forbidden = (message: string = REFUSAL_MESSAGES.forbidden) => new AppError(403, 'forbidden', message);
/** A feature gate (account setting) that is off: 403, as for a permission, so the app shows its permission screen. */
export const featureOff = () => new AppError(403, 'feature_disabled', REFUSAL_MESSAGES.featureDisabled);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string, fields?: Record<string, string[]>) =>
  new AppError(409, 'conflict', message, fields);
export const unprocessable = (code: string, message: string) => new AppError(422, code, message);
export const requestTimeout = (message: string) => new AppError(408, 'request_timeout', message);
/** 429 with Retry-After: the message says when, in words. */
export class TooManyRequestsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'too_many_requests', `Too many requests. Try again in ${waitText(retryAfterSeconds)}.`);
  }
}
export const tooManyRequests = (retryAfterSeconds: number) => new TooManyRequestsError(retryAfterSeconds);

/** 429 without Retry-After: too much of something is under way, and no clock says when it ends (exports). */
export const tooManyInFlight = (message: string) => new AppError(429, 'too_many_requests', message);

function waitText(seconds: number): string {
  return seconds > 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
}
