import { useEffect } from 'react';
import { useAuth } from '../../shared/auth/use-auth';
import { connectRealtime, disconnectRealtime } from '../../shared/realtime/realtime-client';

/** While signed in, keep the realtime channel open and subscribed to the account's channel. */
export function useRealtimeConnection(): void {
  const auth = useAuth();
  const email = auth?.email;
  const token = auth?.token;
  const accountId = auth?.account_id;

  useEffect(() => {
    if (!email || !token || accountId === undefined) return;
    void connectRealtime({ email, token }, [`account:${accountId}`]);
    return disconnectRealtime;
  }, [email, token, accountId]);
}
