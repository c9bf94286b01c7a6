import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

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

const ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export const badRequest = (message: string, fields?: Record<string, string[]>) =>
  new AppError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Authentication required') => new AppError(401, 'unauthorized', message);
export const accountInactive = () =>
  new AppError(402, 'account_inactive', 'This account is inactive. Please settle billing to continue.');
export const forbidden = (message = 'You do not have permission to do that') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string, fields?: Record<string, string[]>) =>
  new AppError(409, 'conflict', message, fields);
export const unprocessable = (code: string, message: string) => new AppError(422, code, message);

/** Answers every error as { error, message, code, request_id } and never leaks internals on 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] = [...(fields[key] ?? []), issue.message ?? 'Invalid value'];
      }
      return send(reply, request.id, 400, 'bad_request', summarise(fields), fields);
    }
    if (error instanceof AppError) {
      return send(reply, request.id, error.statusCode, error.code, error.message, error.fields);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return send(reply, request.id, 500, 'internal_error', 'An unexpected error occurred');
    }
    // Framework errors (rate limit, body too large, bad JSON) get a code named after their status.
    const code = (ERROR_NAMES[status] ?? 'error').toLowerCase().replaceAll(' ', '_');
    return send(reply, request.id, status, code, error.message);
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, request.id, 404, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}`),
  );
}

function summarise(fields: Record<string, string[]>): string {
  return Object.entries(fields)
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
    .join('; ');
}

function send(
  reply: import('fastify').FastifyReply,
  requestId: string,
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string[]>,
) {
  return reply.status(status).send({
    error: ERROR_NAMES[status] ?? 'Error',
    message,
    code,
    request_id: requestId,
    ...(fields ? { fields } : {}),
  });
}
