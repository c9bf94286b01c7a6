import { getErrorTrackingSettings } from '@repute/domain/contracts/error-tracking';
import { errorTrackingSampleRate } from '@repute/domain/error-tracking';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/contract-route';
import { typed } from '../http/routing';

/**
 * GET /api/public/error_tracking (registered under /api): what the web app needs to report its own errors (spec 000 §8-9): the DSN (null
 * when SENTRY_DSN is unset), its sample rate and environment. A DSN is meant to be public: it can only send events.
 * Documented like every other operation, so that the fuzz and the cross-account walk call it too.
 */
export function errorTrackingRoutes(app: FastifyInstance, { dsn, production }: { dsn?: string; production: boolean }) {
  const environment = production ? ('production' as const) : ('development' as const);
  route(typed(app), getErrorTrackingSettings, async () => ({
    dsn: dsn ?? null,
    sample_rate: errorTrackingSampleRate(production),
    environment,
  }));
}
