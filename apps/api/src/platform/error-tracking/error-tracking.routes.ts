import { errorTrackingSampleRate } from '@repute/domain/error-tracking';
import type { FastifyInstance } from 'fastify';

/**
 * GET /api/public/error_tracking (registered under /api): what the web app needs to report its own errors (spec 000 §8-9): the DSN (null
 * when SENTRY_DSN is unset), its sample rate and environment. A DSN is meant to be public: it can only send events.
 */
export function errorTrackingRoutes(app: FastifyInstance, { dsn, production }: { dsn?: string; production: boolean }) {
  app.get('/public/error_tracking', { schema: { hide: true } }, async () => ({
    dsn: dsn ?? null,
    sample_rate: errorTrackingSampleRate(production),
    environment: production ? 'production' : 'development',
  }));
}
