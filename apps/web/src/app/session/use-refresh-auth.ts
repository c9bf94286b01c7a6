import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshAuth } from '../../shared/auth/auth-store';
import { useAuth } from '../../shared/auth/use-auth';
import { sessionQueries } from '../../shared/session/session-queries';

/**
 * Once per session and page load, GET /auth brings the stored auth state up to date: an account made inactive
 * or permissions changed since login take effect (the guard then acts on them).
 */
export function useRefreshAuth(): void {
  const token = useAuth()?.token ?? '';
  const { data } = useQuery({ ...sessionQueries.auth(token), enabled: Boolean(token) });
  useEffect(() => {
    if (data) refreshAuth(data);
  }, [data]);
}
