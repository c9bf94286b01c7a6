import { z } from 'zod';
import { listQuerySchema } from './list-query';
import { idSchema } from './whole-numbers';

/**
 * Spec 000 §3 "OAuth token": which integration it belongs to and when it expires; never the token itself.
 * integration_id is the id of the integration's source in the source catalogue (Facebook is 2), and
 * integration_code its code. daysUntilExpires is rounded up: 0 or less is expired; null never expires.
 */
export const oauthTokenSchema = z.object({
  id: z.number().int(),
  integration_id: z.number().int(),
  integration_code: z.string(),
  created_by_user_id: z.number().int().nullable(),
  expires_at: z.string().nullable(),
  daysUntilExpires: z.number().int().nullable(),
});
export type OauthToken = z.infer<typeof oauthTokenSchema>;

export const oauthTokensQuerySchema = listQuerySchema().extend({
  account_id: idSchema.optional(),
});
export type OauthTokensQuery = z.infer<typeof oauthTokensQuerySchema>;
