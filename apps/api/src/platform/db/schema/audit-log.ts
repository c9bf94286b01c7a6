import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantAccountId } from './tenant';

/**
 * The audit log (issue 31, decision 0158): one row per change of data or settings and per sign-in, kept per
 * account. The user ids point nowhere on purpose: the row outlives its users (their e-mails are copied), and the
 * staff member acting belongs to another account (docs/citus.md: a tenant row points only within its account).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    accountId: tenantAccountId(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    actorEmail: text('actor_email'),
    /** The operator's staff member acting as the actor (decision 0159). */
    impersonatorUserId: integer('impersonator_user_id'),
    impersonatorEmail: text('impersonator_email'),
    /** What a Bearer token's call came through (decision 0169): 'api token rpt_ab12…', 'oauth client Zapier'. */
    via: text('via'),
    /** 'PATCH /locations/:id' for a request, or a sign-in event such as 'login.password'. */
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    params: jsonb('params').$type<Record<string, unknown>>(),
    body: jsonb('body').$type<unknown>(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    requestId: text('request_id'),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.id] }),
    index('audit_events_account_time_idx').on(table.accountId, table.occurredAt.desc().nullsFirst()),
  ],
);
