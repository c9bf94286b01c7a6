import { auditEventSchema, auditEventsQuerySchema } from '../audit-log';
import { halListSchema } from '../hal';
import { endpoint } from './endpoint';

/** The account's audit log (issue 31, decision 0158), for its admins; the CSV goes through the exports. */

const tags = ['audit_log'];

export const listAuditEvents = endpoint({
  method: 'GET',
  path: '/audit_events',
  query: auditEventsQuerySchema,
  responses: { 200: halListSchema('audit_events', auditEventSchema) },
  tags,
});
