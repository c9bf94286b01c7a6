import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { type Listener, listen } from '../db/listen';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a cache kept in process memory needs to hear of one change channel. */
export type ChangeListening = { forgetAll: () => void; hearing: (heard: boolean) => void };

/**
 * Keeps in-process caches honest while the server runs (decisions 0036 and 0070): each caches only while
 * PostgreSQL's notices on `channel` are heard, forgets everything at each notice, and forgets everything before
 * a write request of this process answers. Answers a function that resolves once every notice committed so far
 * was heard.
 */
export function registerChangeNotices(
  app: FastifyInstance,
  pool: pg.Pool,
  channel: string,
  caches: ChangeListening[],
): () => Promise<void> {
  let listener: Listener | undefined;
  const forgetAll = () => {
    for (const cache of caches) cache.forgetAll();
  };
  const hearing = (heard: boolean) => {
    for (const cache of caches) cache.hearing(heard);
  };
  app.addHook('onReady', async () => {
    listener = await listen(pool, channel, {
      onNotice: forgetAll,
      onHearing: () => hearing(true),
      onDeaf: () => hearing(false),
    });
  });
  app.addHook('onClose', async () => {
    hearing(false);
    await listener?.stop();
  });
  // A logout, a deactivation, a new password or a reply answers only once this process has forgotten what it
  // changed: the caller's next request never meets it, even before the notice arrives.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.has(request.method) || !READS.has(request.raw.method ?? 'GET')) forgetAll();
    return payload;
  });
  return async () => {
    if (!listener) throw new Error('the server is not ready: no change notices are heard yet');
    await listener.heard();
  };
}
