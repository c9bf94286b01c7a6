import type pg from 'pg';
import type { Server } from 'socket.io';
import type { Caller } from '../auth/caller';
import { listen } from '../db/listen';
import { checkEverySession } from './realtime';

/** The PostgreSQL channel realtime events travel on from any process (worker or server) to the servers. */
export const REALTIME_NOTIFY_CHANNEL = 'repute_realtime';

/** An event for a channel's sockets, or the sessions whose sockets must close (logout, deactivation, ...). */
type Notice = { room: string; event: string; payload: unknown } | { endedSessions: number[] };

/** Session ids per notice: a few thousand characters at most, well inside NOTIFY's 8000 bytes. */
const ENDED_SESSIONS_PER_NOTICE = 500;

/** Sends an event to everyone listening on an account's channel `account:{id}`. */
export type RealtimePublisher = {
  toAccount: (accountId: number, event: string, payload: Record<string, unknown>) => Promise<void>;
};

/** Closes, in every server process, the sockets opened with these sessions (auth token ids). */
export type SessionSockets = {
  endSessions: (tokenIds: number[]) => Promise<void>;
};

/**
 * Jobs run in worker processes that own no socket.io server, so they publish through pg_notify; every
 * server process relays what it hears to its own sockets (relayRealtime). Payloads stay small (ids and
 * states), well under NOTIFY's 8000-byte limit.
 */
export function createRealtimePublisher(pool: pg.Pool): RealtimePublisher & SessionSockets {
  const publish = async (notice: Notice) => {
    await pool.query('select pg_notify($1, $2)', [REALTIME_NOTIFY_CHANNEL, JSON.stringify(notice)]);
  };
  return {
    toAccount: (accountId, event, payload) => publish({ room: `account:${accountId}`, event, payload }),
    async endSessions(tokenIds) {
      for (let start = 0; start < tokenIds.length; start += ENDED_SESSIONS_PER_NOTICE) {
        await publish({ endedSessions: tokenIds.slice(start, start + ENDED_SESSIONS_PER_NOTICE) });
      }
    },
  };
}

/** Closes this process's sockets of the given sessions (each socket keeps its caller, see attachRealtime). */
function disconnectSessions(io: Server, tokenIds: Set<number>): void {
  for (const socket of io.of('/').sockets.values()) {
    if (tokenIds.has((socket.data.caller as Caller | undefined)?.tokenId ?? -1)) socket.disconnect(true);
  }
}

/** Sends one notice to this process's sockets only (io.local): every server hears every notice. */
function relay(io: Server, payload: string | undefined): void {
  if (!payload) return;
  try {
    const notice = JSON.parse(payload) as Notice;
    if ('endedSessions' in notice) disconnectSessions(io, new Set(notice.endedSessions));
    else io.local.to(notice.room).emit(notice.event, notice.payload);
  } catch {
    // A malformed notice is not ours to relay.
  }
}

/**
 * Listens on the channel with one dedicated connection, replaced by itself when the database restarts (listen), and
 * relays each notice to this process's sockets. Notices sent while it could not hear are lost: events are only
 * news, but a session ended meanwhile would keep its sockets until their next check, so every socket's session is
 * checked again as soon as it hears again.
 */
export async function relayRealtime(pool: pg.Pool, io: Server): Promise<() => Promise<void>> {
  let deaf = false;
  const listener = await listen(pool, REALTIME_NOTIFY_CHANNEL, {
    onNotice: (payload) => relay(io, payload),
    onDeaf: () => {
      deaf = true;
    },
    onHearing: () => {
      if (deaf) checkEverySession(io);
      deaf = false;
    },
  });
  return listener.stop;
}
