import { listAuditEvents } from '@repute/domain/contracts/audit-log';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { AuditLogService } from './audit-log.service';

export function auditLogRoutes(app: ContractApp, auditLog: AuditLogService): void {
  route(app, listAuditEvents, async (request) => {
    const { rows, total } = await auditLog.list(callerOf(request), request.query);
    return halList('audit_events', rows, total, request.query, '/audit_events', request.query);
  });
}
