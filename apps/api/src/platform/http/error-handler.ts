import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorTracker } from '../error-tracking/error-tracker';
import { AppError, ERROR_NAMES, TooManyRequestsError } from '../errors';
import { conflictForUniqueViolation, unavailableForUnreachableDatabase } from './database-errors';

/** How long a restarting PostgreSQL usually takes to take connections again. */
const RETRY_AFTER_SECONDS = 5;

/** Answers every error as { error, message, code, request_id } and never leaks internals on 500. */
export function registerErrorHandler(app: FastifyInstance, tracker?: ErrorTracker): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] = [...(fields[key] ?? []), issue.message ?? 'Invalid value'];
      }
      return send(reply, request.id, 400, 'bad_request', summarise(fields), fields);
    }
    if (error instanceof TooManyRequestsError) reply.header('retry-after', error.retryAfterSeconds);
    if (error instanceof AppError) {
      return send(reply, request.id, error.statusCode, error.code, error.message, error.fields);
    }
    const conflict = conflictForUniqueViolation(error);
    if (conflict) {
      // Not the error itself: its text carries the statement's parameters (e-mails, password hashes).
      request.log.info('unique row created twice at once: 409');
      return send(reply, request.id, 409, conflict.code, conflict.message, conflict.fields);
    }
    const unavailable = unavailableForUnreachableDatabase(error);
    if (unavailable) {
      // A restart or failover: the pools connect again by themselves; the caller may retry after a moment.
      request.log.warn('database unreachable: 503');
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(reply, request.id, 503, unavailable.code, unavailable.message);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      // The route's pattern, not the address: an address may carry tokens.
      tracker?.capture(error, {
        method: request.method,
        route: request.routeOptions.url ?? '',
        request_id: request.id,
      });
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
  reply: FastifyReply,
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
