import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * What the web app needs to report its own errors (spec 000 §8-9): the DSN (null when SENTRY_DSN is unset), its
 * sample rate and environment. A DSN is meant to be public: it can only send events.
 */
export const getErrorTrackingSettings = endpoint({
  method: 'GET',
  path: '/public/error_tracking',
  responses: {
    200: z.object({
      dsn: z.string().nullable(),
      sample_rate: z.number(),
      environment: z.enum(['production', 'development']),
    }),
  },
  tags: ['error tracking'],
});
