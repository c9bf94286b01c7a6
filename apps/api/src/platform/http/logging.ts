import type { FastifyLoggerOptions } from 'fastify';
import type { LoggerOptions } from 'pino';
import { serializeError } from '../db/query-errors';

const SECRET_PARAMS = /([?&](?:auth_token|reset_password_token|confirmation_token|token|password|code|state)=)[^&]*/gi;

/**
 * Query strings may carry reset links and tokens, and an OAuth callback the provider's code and our state;
 * logs keep the key and drop the value.
 */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** pino options: request lines without credentials, errors without SQL parameters, secret-looking fields redacted. */
export function loggerOptions(level: string): FastifyLoggerOptions & LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.current_password',
        '*.password_confirmation',
        '*.token',
        '*.reset_password_token',
        '*.confirmation_token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // Failed queries are logged with their statement and error code, never their parameters.
      err: serializeError,
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
