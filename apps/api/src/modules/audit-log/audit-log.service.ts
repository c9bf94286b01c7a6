import { type AuditEvent, type AuditEventsQuery, pageWindow } from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import type { AuditEventRow, AuditLogRepo } from './audit-log.repo';
import { redacted } from './redaction';

/** Entries are kept this long, then forgotten by the daily sweep (decision 0158). */
export const AUDIT_RETENTION_DAYS = 400;

/** Someone who acted: a user, with the e-mail they had then. */
export type AuditPerson = { userId: number; email: string };

/** One thing that happened, as a module or the request hook tells it; secrets are redacted on the way in. */
export type AuditEntry = {
  accountId: number;
  actor: AuditPerson | null;
  /** The operator's staff member acting as the actor (decision 0159). */
  impersonator?: AuditPerson | null;
  /** The API token or OAuth client a Bearer call came through (decision 0169); absent for a session. */
  via?: string | null;
  /** 'PATCH /locations/:id', or an event such as 'login.password'. */
  action: string;
  resource: string;
  resourceId?: string | null;
  params?: Record<string, unknown> | null;
  body?: unknown;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
};

/** What other modules call to write to the audit log (SSO, webhooks, sign-ins): exported from index.ts. */
export type RecordAudit = (entry: AuditEntry) => Promise<void>;

/**
 * The people of a caller's entries: the user, the staff member acting as them when impersonated, and the token or
 * OAuth client when a script acts for them.
 */
export function auditPeopleOf(caller: Caller): Pick<AuditEntry, 'actor' | 'impersonator' | 'via'> {
  return {
    actor: { userId: caller.userId, email: caller.email },
    impersonator: caller.impersonator,
    via: caller.apiVia ?? null,
  };
}

function present(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    occurred_at: row.occurredAt.toISOString(),
    actor_user_id: row.actorUserId,
    actor_email: row.actorEmail,
    impersonator_user_id: row.impersonatorUserId,
    impersonator_email: row.impersonatorEmail,
    via: row.via,
    action: row.action,
    resource: row.resource,
    resource_id: row.resourceId,
    params: row.params,
    body: row.body,
    before: row.before,
    after: row.after,
  };
}

export function createAuditLogService(repo: AuditLogRepo) {
  const record: RecordAudit = async (entry) => {
    await repo.insert({
      accountId: entry.accountId,
      actorUserId: entry.actor?.userId ?? null,
      actorEmail: entry.actor?.email ?? null,
      impersonatorUserId: entry.impersonator?.userId ?? null,
      impersonatorEmail: entry.impersonator?.email ?? null,
      via: entry.via ?? null,
      action: entry.action,
      resource: entry.resource,
      resourceId: entry.resourceId ?? null,
      params: entry.params ? (redacted(entry.params) as Record<string, unknown>) : null,
      body: redacted(entry.body),
      before: redacted(entry.before),
      after: redacted(entry.after),
      requestId: entry.requestId ?? null,
    });
  };

  return {
    record,

    /** GET /audit_events: the caller's own account's entries (the route's policy admits its admins only). */
    async list(caller: Caller, query: AuditEventsQuery): Promise<{ rows: AuditEvent[]; total: number }> {
      const filters = {
        userId: query.user_id,
        action: query.action,
        resource: query.resource,
        from: query.from,
        to: query.to,
        timeZone: caller.accountTimeZone,
      };
      const { rows, total } = await repo.list(caller.accountId, filters, pageWindow(query));
      return { rows: rows.map(present), total };
    },

    /** The daily sweep: forgets what is older than the retention. */
    forgetOld: (now: Date) => repo.deleteOlderThan(new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000)),
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
