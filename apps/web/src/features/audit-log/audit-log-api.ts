import { listAuditEvents } from '@repute/domain/contracts/audit-log';
import type { EndpointQuery } from '@repute/domain/contracts/endpoint';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';

export type AuditLogQuery = EndpointQuery<typeof listAuditEvents>;

/** The query keys of the audit log, by account (decision 0017). */
export const auditLogKeys = {
  all: (accountId: number) => ['audit-log', accountId] as const,
  list: (accountId: number, query: AuditLogQuery) => [...auditLogKeys.all(accountId), query] as const,
};

export function useAuditEvents(query: AuditLogQuery) {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: auditLogKeys.list(accountId, query),
    queryFn: () => callEndpoint(listAuditEvents, { query }),
    enabled: accountId > 0,
    placeholderData: keepPreviousData,
  });
}
