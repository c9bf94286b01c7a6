import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiator from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

/** What PostgreSQL channel tells server processes that account data may have changed (migration 0020). */
export const DATA_CHANGES_CHANNEL = 'repute_data';

/**
 * An answer that depends on nothing but the data and the clock is still kept no longer than this: a list whose
 * dates default to "today" moves at midnight without any write.
 */
const TIME_TO_LIVE_MS = 30_000;
/** The same as build-app.ts's compression: smaller answers go out as they are. */
const COMPRESS_FROM_BYTES = 1024;
const ENCODINGS = ['br', 'gzip', 'identity'];

type Encoding = 'br' | 'gzip';

/** The headers an answer is kept with: what describes the body, never what describes one request. */
export type KeptHeaders = Record<string, string>;

type Entry = {
  headers: KeptHeaders;
  body: string;
  /** Each encoding is compressed once, by the first request that asks for it. */
  encoded: Partial<Record<Encoding, Buffer>>;
};

export type CachedAnswer = { headers: KeptHeaders; body: string | Buffer; encoding?: Encoding };

const compressors: Record<Encoding, (body: string) => Buffer> = {
  // Brotli quality 4 is @fastify/compress's default: the same bytes a miss would have sent.
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => gzipSync(body),
};

/**
 * Answers of the screens' hot reads, kept per session and URL, and of public widgets, kept per URL (decision
 * 0070), and never past what they were
 * read from. The same rules as the session cache (decision 0036), for every table a read may touch:
 * - every write to account data, whoever makes it, sends a notice (migration 0020's triggers), and each
 *   change notice empties the cache: the data notices and the session notices alike;
 * - a write request of this process empties it before its answer leaves;
 * - an answer read while the cache was emptied is not kept (the generation check);
 * - nothing is kept unless both channels are heard (a lost listening connection).
 */
export function createResponseCache(maxBytes: number, channels: readonly string[]) {
  const entries = new LRUCache<string, Entry>({
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: (entry) => entry.body.length * 2 + 200,
    ttl: TIME_TO_LIVE_MS,
  });
  const heard = new Set<string>();
  let generation = 0;
  const enabled = maxBytes > 0;

  function forgetAll(): void {
    generation += 1;
    entries.clear();
  }

  const caching = () => enabled && channels.every((channel) => heard.has(channel));

  return {
    /** The answer kept for `key`, encoded as `acceptEncoding` prefers. */
    get(key: string, acceptEncoding: string | undefined): CachedAnswer | undefined {
      const entry = caching() ? entries.get(key) : undefined;
      if (!entry) return undefined;
      const plain = { headers: entry.headers, body: entry.body };
      if (Buffer.byteLength(entry.body) < COMPRESS_FROM_BYTES) return plain;
      const encoding = negotiator.negotiate(acceptEncoding ?? 'identity', ENCODINGS);
      if (encoding !== 'br' && encoding !== 'gzip') return plain;
      entry.encoded[encoding] ??= compressors[encoding](entry.body);
      return { headers: entry.headers, body: entry.encoded[encoding], encoding };
    },

    /** Taken before a read: its answer is kept only if the cache was not emptied while it ran. */
    generation: () => generation,

    keep(key: string, answer: { headers: KeptHeaders; body: string }, generationAtStart: number): void {
      if (!caching() || generationAtStart !== generation) return;
      entries.set(key, { ...answer, encoded: {} });
    },

    forgetAll,

    /** The cache's side of one change channel's listener (platform/http/change-notices.ts). */
    channel(name: string) {
      return {
        forgetAll,
        hearing(isHeard: boolean): void {
          if (isHeard) heard.add(name);
          else heard.delete(name);
          forgetAll();
        },
      };
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
