/** A server event's payload is untyped on the wire: handlers parse it (zod) before trusting it. */
export type RealtimeHandler = (payload: unknown) => void;

/** Sent by this client, never by the server: the channel came back after a drop, and events may have been missed. */
export const REALTIME_RECONNECTED = 'realtime:reconnected';

/**
 * Who listens to which event, kept apart from the socket: handlers outlive connects, reconnects and
 * session changes, so a component registers once and hears events whenever a socket delivers them.
 */
export function createRealtimeEvents() {
  const handlers = new Map<string, Set<RealtimeHandler>>();
  return {
    on(event: string, handler: RealtimeHandler): () => void {
      const set = handlers.get(event) ?? new Set();
      set.add(handler);
      handlers.set(event, set);
      return () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(event) === set) handlers.delete(event);
      };
    },
    emit(event: string, payload: unknown): void {
      // A copy: a handler may unregister itself (or another) while the event is delivered.
      for (const handler of [...(handlers.get(event) ?? [])]) handler(payload);
    },
  };
}
