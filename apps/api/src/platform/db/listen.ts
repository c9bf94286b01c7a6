import type pg from 'pg';

export type Listener = {
  /** Resolves once a notice sent now on the channel has been heard: every notice committed before it was too. */
  heard: () => Promise<void>;
  stop: () => Promise<void>;
};

const RECONNECT_DELAY_MS = 1_000;

/**
 * Listens on a channel with a connection of its own, and says when it cannot hear: a lost connection calls
 * `onDeaf` at once and is replaced (after a second, again and again) until `stop`. `onHearing` runs each time
 * the LISTEN is in place, and `onNotice` with the payload of every notice but the listener's own `heard` probes.
 */
export async function listen(
  pool: pg.Pool,
  channel: string,
  handlers: { onNotice: (payload: string | undefined) => void; onHearing: () => void; onDeaf: () => void },
): Promise<Listener> {
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let probes = 0;
  const waiting = new Map<string, () => void>();

  const lost = (broken: pg.PoolClient) => {
    if (client !== broken) return;
    client = undefined;
    handlers.onDeaf();
    broken.release(true);
    if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
  };

  async function connect(): Promise<void> {
    let fresh: pg.PoolClient | undefined;
    try {
      fresh = await pool.connect();
      const current = fresh;
      current.on('error', () => lost(current));
      current.on('end', () => lost(current));
      current.on('notification', (message) => {
        if (message.channel !== channel) return;
        const probe = message.payload ? waiting.get(message.payload) : undefined;
        if (probe) {
          waiting.delete(message.payload as string);
          probe();
        } else handlers.onNotice(message.payload);
      });
      client = current;
      await current.query(`listen ${channel}`);
      handlers.onHearing();
    } catch {
      if (fresh) lost(fresh);
      else if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
    }
  }

  await connect();
  return {
    heard: async () => {
      const probe = `heard:${process.pid}:${++probes}`;
      const arrived = new Promise<void>((resolve) => waiting.set(probe, resolve));
      await pool.query('select pg_notify($1, $2)', [channel, probe]);
      await arrived;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      if (current) {
        await current.query(`unlisten ${channel}`).catch(() => undefined);
        current.release();
      }
    },
  };
}
