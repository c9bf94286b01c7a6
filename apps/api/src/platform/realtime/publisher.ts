import type pg from 'pg';
import type { Server } from 'socket.io';

/** The PostgreSQL channel realtime events travel on from any process (worker or server) to the servers. */
export const REALTIME_NOTIFY_CHANNEL = 'repute_realtime';

type Notice = { room: string; event: string; payload: unknown };

/** Sends an event to everyone listening on an account's channel `account:{id}`. */
export type RealtimePublisher = {
  toAccount: (accountId: number, event: string, payload: Record<string, unknown>) => Promise<void>;
};

/**
 * Jobs run in worker processes that own no socket.io server, so they publish through pg_notify; every
 * server process relays what it hears to its own sockets (relayRealtime). Payloads stay small (ids and
 * states), well under NOTIFY's 8000-byte limit.
 */
export function createRealtimePublisher(pool: pg.Pool): RealtimePublisher {
  return {
    async toAccount(accountId, event, payload) {
      const notice: Notice = { room: `account:${accountId}`, event, payload };
      await pool.query('select pg_notify($1, $2)', [REALTIME_NOTIFY_CHANNEL, JSON.stringify(notice)]);
    },
  };
}

/**
 * Listens on the channel with one dedicated connection and emits each notice to this process's sockets
 * only (io.local): every server hears every notice, so a cluster-wide emit would deliver it N times.
 */
export async function relayRealtime(pool: pg.Pool, io: Server): Promise<() => Promise<void>> {
  const client = await pool.connect();
  client.on('notification', (message) => {
    if (message.channel !== REALTIME_NOTIFY_CHANNEL || !message.payload) return;
    try {
      const notice = JSON.parse(message.payload) as Notice;
      io.local.to(notice.room).emit(notice.event, notice.payload);
    } catch {
      // A malformed notice is not ours to relay.
    }
  });
  await client.query(`listen ${REALTIME_NOTIFY_CHANNEL}`);
  return async () => {
    await client.query(`unlisten ${REALTIME_NOTIFY_CHANNEL}`).catch(() => undefined);
    client.release();
  };
}
