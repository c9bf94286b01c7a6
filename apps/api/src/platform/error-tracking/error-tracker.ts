import { randomUUID } from 'node:crypto';
import { errorTrackingSampleRate, parseSentryDsn, sentryEnvelope } from '@repute/domain/error-tracking';

/** Reports unexpected errors to a Sentry-compatible service; without a DSN it does nothing. */
export type ErrorTracker = { capture: (error: unknown, context?: Record<string, string>) => void };

export type ErrorTrackerOptions = {
  /** SENTRY_DSN; unset turns error tracking off. */
  dsn: string | undefined;
  production: boolean;
  /** A number in [0, 1) per error, to sample (spec 000 §9: all in production, a tenth elsewhere). */
  random?: () => number;
};

/**
 * Sends each sampled error as one Sentry envelope over HTTP. Sending never waits and never throws: reporting an error
 * must not become another one. Only the error's name, message and stack go out, with the context given (the
 * request's method, route and id), never bodies, headers or query strings, which may hold secrets.
 */
export function createErrorTracker({ dsn, production, random = Math.random }: ErrorTrackerOptions): ErrorTracker {
  const target = dsn ? parseSentryDsn(dsn) : undefined;
  if (!target) return { capture: () => undefined };
  const rate = errorTrackingSampleRate(production);
  return {
    capture(error, context = {}) {
      if (random() >= rate) return;
      const envelope = sentryEnvelope(target, {
        eventId: randomUUID().replaceAll('-', ''),
        platform: 'node',
        environment: production ? 'production' : 'development',
        error,
        tags: context,
      });
      fetch(target.envelopeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope', 'x-sentry-auth': target.authHeader },
        body: envelope,
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined);
    },
  };
}
