import { errorTrackingSampleRate } from '@repute/domain/error-tracking';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const errorTrackingSettings = z.object({
  dsn: z.string().nullable(),
  sample_rate: z.number(),
  environment: z.enum(['production', 'development']),
});

/**
 * GET /api/public/error_tracking (registered under /api): what the web app needs to report its own errors (spec 000 §8-9): the DSN (null
 * when SENTRY_DSN is unset), its sample rate and environment. A DSN is meant to be public: it can only send events.
 * Documented like every other operation, so that the fuzz and the cross-account walk call it too.
 */
export function errorTrackingRoutes(app: FastifyInstance, { dsn, production }: { dsn?: string; production: boolean }) {
  app.get(
    '/public/error_tracking',
    { schema: { tags: ['error tracking'], response: { 200: errorTrackingSettings } } },
    async () => ({
      dsn: dsn ?? null,
      sample_rate: errorTrackingSampleRate(production),
      environment: production ? 'production' : 'development',
    }),
  );
}
