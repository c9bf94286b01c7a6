import { z } from 'zod';
import { listQuerySchema } from './list-query';
import { REQUEST_TYPES } from './review-requests';
import { idSchema } from './whole-numbers';

/**
 * The compose screen's contact picker (decision 0092): the people the account has asked before, one row per
 * e-mail address (or phone number for SMS), with the name they were last asked by.
 */
export const requestContactsQuerySchema = listQuerySchema().extend({
  account_id: idSchema.optional(),
  request_type: z.enum(REQUEST_TYPES).default('email'),
  search: z.string().trim().max(100).default(''),
});
export type RequestContactsQuery = z.infer<typeof requestContactsQuerySchema>;

export const requestContactSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  last_asked_at: z.string().nullable(),
});
export type RequestContact = z.infer<typeof requestContactSchema>;
