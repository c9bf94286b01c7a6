import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { Server } from 'socket.io';
import type { Caller } from '../auth/caller';

export const REALTIME_PATH = '/realtime';

/**
 * How often an open socket's session is checked again, so a session that timed out stops listening. A session
 * that is ended (logout, deactivation, a new password) closes its sockets at once (relayRealtime).
 */
const SESSION_CHECK_MS = 60_000;

/** A caller may listen to its own account's channel and its own user channel, nothing else. */
export function mayJoin(caller: Caller, channel: string): boolean {
  return channel === `account:${caller.accountId}` || channel === `user:${caller.userId}`;
}

/**
 * A channel's sockets in every server process; only this process's when the others cannot answer (their answers
 * travel through PostgreSQL, which may be restarting): a count a little short beats a failed subscribe.
 */
function socketsIn(io: Server, channel: string) {
  return io
    .in(channel)
    .fetchSockets()
    .catch(() => io.local.in(channel).fetchSockets());
}

/**
 * The pool as socket.io's PostgreSQL adapter gets it. The adapter listens on a pooled client and, when that client's
 * connection ends (a database restart), takes another without giving the lost one back: each restart would keep one
 * of the pool's connections for good. Here a client whose connection ends goes back to the pool, which drops it.
 */
function returningLostClients(pool: pg.Pool): pg.Pool {
  const connect = async () => {
    const client = await pool.connect();
    client.once('end', () => client.release(true));
    return client;
  };
  // The adapter calls only these two (and types its argument as a whole pg.Pool).
  return { connect, query: pool.query.bind(pool) } as unknown as pg.Pool;
}

/** Checks every socket's session again now, as each socket's own timer does (see attachRealtime). */
export function checkEverySession(io: Server): void {
  for (const socket of io.of('/').sockets.values()) {
    void (socket.data.endIfSignedOut as (() => Promise<boolean>) | undefined)?.();
  }
}

/**
 * The realtime channel (spec 000 §4): authenticated with the same e-mail and token as the API;
 * clients `subscribe` to channels and see how many subscribers each has. Across server processes
 * events travel through PostgreSQL, so no other broker is needed.
 */
export function attachRealtime(
  server: HttpServer,
  pool: pg.Pool,
  authenticate: (token: string, email: string) => Promise<Caller | undefined>,
  {
    sessionCheckMs = SESSION_CHECK_MS,
    onCheckError = () => {},
    websocketOnly = false,
  }: {
    sessionCheckMs?: number;
    onCheckError?: (error: unknown) => void;
    /**
     * Several server processes on one port (WEB_CONCURRENCY): long-polling's requests of one session would
     * land on different processes, which do not know it; a WebSocket stays on the process it opened on.
     */
    websocketOnly?: boolean;
  } = {},
): Server {
  const io = new Server(server, {
    path: REALTIME_PATH,
    serveClient: false,
    adapter: createAdapter(returningLostClients(pool)),
    transports: websocketOnly ? ['websocket'] : ['polling', 'websocket'],
  });

  io.use(async (socket, next) => {
    const { email, token } = socket.handshake.auth as { email?: unknown; token?: unknown };
    let caller: Caller | undefined;
    try {
      caller = typeof email === 'string' && typeof token === 'string' ? await authenticate(token, email) : undefined;
    } catch (error) {
      // The database unreachable (a restart): the session is not known to be bad, the client may try again.
      onCheckError(error);
      return next(new Error('unavailable'));
    }
    if (!caller) return next(new Error('unauthorized'));
    socket.data.caller = caller;
    socket.data.stillSignedIn = async () => (await authenticate(token as string, email as string)) !== undefined;
    next();
  });

  io.on('connection', (socket) => {
    const caller = socket.data.caller as Caller;
    const stillSignedIn = socket.data.stillSignedIn as () => Promise<boolean>;
    // The handshake proved the session once; a session ended since (logout, deactivation) ends the socket.
    // A failed check (the database unreachable a moment) keeps the socket: only a session known to be over ends it.
    const endIfSignedOut = async () => {
      const signedIn = await stillSignedIn().catch((error: unknown) => {
        onCheckError(error);
        return true;
      });
      if (signedIn) return true;
      socket.disconnect(true);
      return false;
    };
    socket.data.endIfSignedOut = endIfSignedOut;
    const sessionCheck = setInterval(() => void endIfSignedOut(), sessionCheckMs);
    socket.on('disconnect', () => clearInterval(sessionCheck));
    const counts = async () => {
      const channels = [...socket.rooms].filter((room) => room !== socket.id);
      const entries = await Promise.all(
        channels.map(async (channel) => [channel, (await socketsIn(io, channel)).length] as const),
      );
      return Object.fromEntries(entries);
    };

    socket.on('subscribe', async (payload: { channel?: unknown }, ack?: (answer: object) => void) => {
      const channel = typeof payload?.channel === 'string' ? payload.channel : '';
      if (!(await endIfSignedOut())) return;
      if (!mayJoin(caller, channel)) {
        ack?.({ channel, error: 'forbidden' });
        return;
      }
      await socket.join(channel);
      const subscriptions = await counts();
      ack?.({ channel, count: subscriptions[channel] ?? 0 });
      io.to(channel).emit('subscriptions', { [channel]: subscriptions[channel] ?? 0 });
    });

    socket.on('unsubscribe', async (payload: { channel?: unknown }, ack?: (answer: object) => void) => {
      const channel = typeof payload?.channel === 'string' ? payload.channel : '';
      // Only a channel this socket joined: anything else would read (and announce) another channel's count.
      if (channel === socket.id || !socket.rooms.has(channel)) {
        ack?.({ channel, error: 'not_subscribed' });
        return;
      }
      await socket.leave(channel);
      const count = (await socketsIn(io, channel)).length;
      ack?.({ channel, count });
      io.to(channel).emit('subscriptions', { [channel]: count });
    });

    socket.on('disconnecting', () => {
      for (const channel of socket.rooms) {
        if (channel === socket.id) continue;
        void socketsIn(io, channel).then((sockets) =>
          io.to(channel).emit('subscriptions', { [channel]: sockets.filter((s) => s.id !== socket.id).length }),
        );
      }
    });
  });
  return io;
}
