import { LRUCache } from 'lru-cache';

/** How long a computed industry score is reused (decision 0050): a vertical's mean moves slowly. */
export const INDUSTRY_CACHE_TTL_MS = 5 * 60_000;
/** Verticals × windows × formulas seen within the TTL; far more than a screen's few date options need. */
const INDUSTRY_CACHE_ENTRIES = 500;

export type IndustryFigure = { score: number | null; accounts: number };

type CacheOptions = {
  ttlMs?: number;
  /** The clock, in milliseconds (tests move it; the cache reads performance.now otherwise). */
  now?: () => number;
};

/**
 * The industry score of a vertical in a window is the mean over every account of the vertical, read from the
 * per-location counts of all of them: the costliest part of a performance call, and the same answer for every
 * account of the vertical. Each process keeps the figures it computed for a few minutes, keyed by everything the
 * figure depends on (the key is the caller's to build); concurrent misses of one key share one computation.
 */
export function createIndustryCache(compute: (key: string) => Promise<IndustryFigure>, options: CacheOptions = {}) {
  const { now } = options;
  const cache = new LRUCache<string, IndustryFigure>({
    max: INDUSTRY_CACHE_ENTRIES,
    ttl: options.ttlMs ?? INDUSTRY_CACHE_TTL_MS,
    // Read the clock on every look-up: its default reuses one reading for a millisecond, which a moved test clock defeats.
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
    fetchMethod: (key) => compute(key),
  });
  return async (key: string): Promise<IndustryFigure> => {
    const figure = await cache.fetch(key);
    if (!figure) throw new Error(`the industry score of ${key} could not be computed`);
    return figure;
  };
}
