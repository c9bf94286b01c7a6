import { useEffect, useEffectEvent } from 'react';
import { onRealtimeEvent } from './realtime-client';

/**
 * Calls the latest `handler` for each of `events` while the component is mounted. The handler may change
 * on every render (it closes over props) without registering again.
 */
export function useRealtimeEvents(events: readonly string[], handler: (event: string, payload: unknown) => void): void {
  const onEvent = useEffectEvent(handler);
  // The names as one value: callers may pass a new array on every render.
  const names = events.join(' ');
  useEffect(() => {
    const stops = names.split(' ').map((event) => onRealtimeEvent(event, (payload) => onEvent(event, payload)));
    return () => {
      for (const stop of stops) stop();
    };
  }, [names]);
}
