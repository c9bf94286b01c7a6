export { auditEventsCsv } from './audit-log.csv';
export { auditLogModule } from './audit-log.module';
export {
  AUDIT_RETENTION_DAYS,
  type AuditEntry,
  type AuditLogService,
  type AuditPerson,
  auditPeopleOf,
  type RecordAudit,
} from './audit-log.service';
export { registerAuditTrail } from './audit-trail';
