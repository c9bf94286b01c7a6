/** What PostgreSQL channel tells server processes that sessions may have changed (migration 0009). */
export const SESSION_CHANGES_CHANNEL = 'repute_sessions';

/** Enough for every session active at once on a large install; past it the oldest entry makes room. */
const MAX_ENTRIES = 20_000;

/**
 * The sessions this process resolved, so that a request does not ask PostgreSQL again who its caller is
 * (decision 0036). An entry never outlives what it was read from:
 * - any change that could end a session or change its caller (tokens, users, accounts, white labels, whoever
 *   makes it) empties the cache when PostgreSQL's notice arrives (`forgetAll`, from the session listener);
 * - a write request of this process empties it before its answer leaves (build-app.ts), so that the caller's
 *   next request never meets what the write ended, even before the notice arrives;
 * - a lookup that ran while the cache was emptied is not kept (the generation check);
 * - nothing is kept while the notices cannot be heard (`hearing(false)`, a lost listening connection).
 */
export function createSessionCache<Entry>() {
  const entries = new Map<string, Entry>();
  let generation = 0;
  let hearing = false;

  function forgetAll(): void {
    generation += 1;
    entries.clear();
  }

  return {
    get: (key: string): Entry | undefined => (hearing ? entries.get(key) : undefined),

    /** Taken before a lookup: its answer is kept only if the cache was not emptied while it ran. */
    generation: () => generation,

    keep(key: string, entry: Entry, generationAtStart: number): void {
      if (!hearing || generationAtStart !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
    },

    forget: (key: string) => void entries.delete(key),
    forgetAll,

    /** Whether the change notices are heard: the cache keeps nothing while they are not. */
    hearing(heard: boolean): void {
      hearing = heard;
      forgetAll();
    },
  };
}

export type SessionCache<Entry> = ReturnType<typeof createSessionCache<Entry>>;
