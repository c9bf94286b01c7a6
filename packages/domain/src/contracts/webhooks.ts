import { z } from 'zod';
import { idSchema } from '../whole-numbers';
import { endpoint } from './endpoint';

/**
 * Analytics identify/pageview, in-product notifications and feature requests, recorded per account. Each answers
 * a small acknowledgement no schema describes.
 */

const tags = ['webhooks'];

/** The features a user may ask for (spec 001 §7: a feature request of type 'feature_request'). */
export const FEATURE_REQUEST_NAMES = ['Amplify', 'Local Listing', 'Competitors'] as const;
export type FeatureRequestName = (typeof FEATURE_REQUEST_NAMES)[number];

/** identify (the default) or a pageview ('page' with the path the user moved to). */
export const recordAnalytics = endpoint({
  method: 'POST',
  path: '/webhooks/analytics-secure',
  body: z.object({
    event: z.string().trim().min(1).max(100).default('identify'),
    path: z.string().max(2000).optional(),
    properties: z.record(z.string(), z.unknown()).default({}),
  }),
  responses: {},
  tags,
});

/** The caller signs in by header or by `auth_token` in the query. */
export const recordNotification = endpoint({
  method: 'POST',
  path: '/webhooks/notify',
  query: z.object({ auth_token: z.string().max(2000).optional() }),
  body: z.object({
    event: z.string().trim().min(1).max(100),
    user_id: idSchema.optional(),
    notification_type: z.string().max(100).optional(),
    feature_name: z.string().max(100).optional(),
  }),
  responses: {},
  tags,
});

export const requestFeature = endpoint({
  method: 'POST',
  path: '/feature_requests',
  body: z.object({ type: z.literal('feature_request'), feature_name: z.enum(FEATURE_REQUEST_NAMES) }),
  responses: {},
  tags,
});
