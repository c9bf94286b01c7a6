import { z } from 'zod';
import { idSchema } from './whole-numbers';

/** How long a staff member's impersonation lasts before it ends by itself (decision 0159). */
export const IMPERSONATION_MINUTES = 60;

/** An account as the operator's staff pick it to impersonate one of its users. */
export const staffAccountSchema = z.object({ id: z.number().int(), name: z.string(), status: z.string() });
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** A user of that account a staff member may act as: real users only, never a partner's stand-in. */
export const staffAccountUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  profile_name: z.string(),
  user_type_id: z.number().int(),
});
export type StaffAccountUser = z.infer<typeof staffAccountUserSchema>;

export const staffAccountsQuerySchema = z.object({
  keywords: z.string().trim().max(200).optional(),
  nonce: z.string().optional(),
});

/** POST /impersonations: open `account_id` as its user `user_id`. */
export const impersonationStartSchema = z.object({ account_id: idSchema, user_id: idSchema });
export type ImpersonationStart = z.infer<typeof impersonationStartSchema>;
