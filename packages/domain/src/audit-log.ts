import { z } from 'zod';
import { isoDateSchema } from './iso-date';
import { listQuerySchema, MAX_PAGE_SIZE } from './list-query';
import { idSchema } from './whole-numbers';

/** The audit log's page size: a screenful of rows, each of which may open to its before and after. */
export const AUDIT_LOG_PAGE_SIZE = 25;

/** What a secret field holds in the audit log instead of its value (decision 0158). */
export const REDACTED = '[redacted]';

/**
 * One entry of an account's audit log (issue 31, decision 0158): who acted, as whom (a staff member of the operator
 * acting as the user, decision 0159), when, what, and the representation before and after.
 */
export const auditEventSchema = z.object({
  id: z.number().int(),
  occurred_at: z.string(),
  actor_user_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  impersonator_user_id: z.number().int().nullable(),
  impersonator_email: z.string().nullable(),
  /** What a call with a Bearer token came through (decision 0169): 'api token rpt_ab12…', 'oauth client Zapier'. */
  via: z.string().nullable(),
  /** 'PATCH /locations/:id' for a request; 'login.password', 'impersonation.start' and so on for a sign-in. */
  action: z.string(),
  /** The first part of the route ('locations'), or 'session' for sign-ins. */
  resource: z.string(),
  resource_id: z.string().nullable(),
  params: z.record(z.string(), z.unknown()).nullable(),
  body: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** GET /audit_events: newest first, narrowed by who acted, the action or resource, and days of the account's zone. */
export const auditEventsQuerySchema = listQuerySchema({
  perPage: { default: AUDIT_LOG_PAGE_SIZE, max: MAX_PAGE_SIZE },
}).extend({
  user_id: idSchema.optional(),
  action: z.string().trim().max(200).optional(),
  resource: z.string().trim().max(100).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type AuditEventsQuery = z.infer<typeof auditEventsQuerySchema>;
