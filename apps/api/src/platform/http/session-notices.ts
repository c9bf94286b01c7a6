import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { SESSION_CHANGES_CHANNEL, type SessionCache } from '../auth/session-cache';
import { type Listener, listen } from '../db/listen';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Keeps the session cache honest while the server runs (decision 0036): it caches only while PostgreSQL's
 * session notices are heard, forgets everything at each notice, and forgets everything before a write request
 * of this process answers. Answers a function that resolves once every notice committed so far was heard.
 */
export function registerSessionNotices(
  app: FastifyInstance,
  pool: pg.Pool,
  cache: Pick<SessionCache<unknown>, 'forgetAll' | 'hearing'>,
): () => Promise<void> {
  let listener: Listener | undefined;
  app.addHook('onReady', async () => {
    listener = await listen(pool, SESSION_CHANGES_CHANNEL, {
      onNotice: cache.forgetAll,
      onHearing: () => cache.hearing(true),
      onDeaf: () => cache.hearing(false),
    });
  });
  app.addHook('onClose', async () => {
    cache.hearing(false);
    await listener?.stop();
  });
  // A logout, a deactivation or a new password answers only once this process has forgotten what it ended.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.has(request.method) || !READS.has(request.raw.method ?? 'GET')) cache.forgetAll();
    return payload;
  });
  return async () => {
    if (!listener) throw new Error('the server is not ready: no session notices are heard yet');
    await listener.heard();
  };
}
