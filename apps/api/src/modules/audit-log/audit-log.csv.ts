import { type AuditEvent, auditEventsQuerySchema, MAX_PAGE_SIZE, USER_TYPE_ID } from '@repute/domain';
import { forbidden } from '../../platform/errors';
import { type CsvExport, defineCsv, pagedBatches } from '../exports';
import type { AuditLogService } from './audit-log.service';

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/**
 * The audit log as a CSV, with the list's filters (decision 0158). Reading it is for admins, as the list's route
 * policy says; exports name a permission rather than a user type, so the user type is checked here, on every way in.
 */
export function auditEventsCsv(auditLog: Pick<AuditLogService, 'list'>): CsvExport {
  return defineCsv({
    permission: ['user', 'read'],
    filters: auditEventsQuerySchema,
    open: async (caller, filters) => {
      if (caller.userTypeId !== USER_TYPE_ID.admin) throw forbidden();
      return pagedBatches(MAX_PAGE_SIZE, async (page, perPage) => {
        const { rows } = await auditLog.list(caller, { ...filters, page, per_page: perPage });
        return rows;
      });
    },
    columns: [
      { header: 'occurred_at', value: (event: AuditEvent) => event.occurred_at },
      { header: 'user_id', value: (event) => event.actor_user_id ?? '' },
      { header: 'user_email', value: (event) => event.actor_email ?? '' },
      { header: 'impersonator_user_id', value: (event) => event.impersonator_user_id ?? '' },
      { header: 'impersonator_email', value: (event) => event.impersonator_email ?? '' },
      { header: 'via', value: (event) => event.via ?? '' },
      { header: 'action', value: (event) => event.action },
      { header: 'resource', value: (event) => event.resource },
      { header: 'resource_id', value: (event) => event.resource_id ?? '' },
      { header: 'params', value: (event) => json(event.params) },
      { header: 'body', value: (event) => json(event.body) },
      { header: 'before', value: (event) => json(event.before) },
      { header: 'after', value: (event) => json(event.after) },
    ],
  });
}
