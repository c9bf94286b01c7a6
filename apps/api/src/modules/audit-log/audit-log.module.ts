import { defineModule } from '../../platform/modules/module-definition';
import { AUDIT_LOG_QUEUES, workAuditLog } from './audit-log.jobs';
import { createAuditLogRepo } from './audit-log.repo';
import { auditLogRoutes } from './audit-log.routes';
import { createAuditLogService } from './audit-log.service';

/** The audit log (issue 31, decision 0158): built first, so that every module may be handed `recordAudit`. */
export const auditLogModule = defineModule({
  name: 'audit-log',
  createRepos: (db) => createAuditLogRepo(db),
  createServices: (repo) => ({ auditLog: createAuditLogService(repo) }),
  routes: (app, { auditLog }) => auditLogRoutes(app, auditLog),
  queues: AUDIT_LOG_QUEUES,
  jobHandlers: (boss, { services, options }) =>
    workAuditLog(boss, services.auditLog, options.now ?? (() => new Date())),
});
