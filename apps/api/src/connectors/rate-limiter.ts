/** Takes a turn before each call to an API with a per-minute quota. */
export type RateLimiter = { acquire(): Promise<void> };

export type RateLimiterOptions = {
  /** Calls allowed in any window of `intervalMs`. */
  limit: number;
  intervalMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * At most `limit` turns in any sliding window of `intervalMs`, handed out in the order asked. Written here rather
 * than taken from p-throttle because a test must run it on a simulated clock: the quota is a minute, the test is not.
 * The window is this process's: several worker processes each keep their own (decision 0088).
 */
export function createRateLimiter({
  limit,
  intervalMs = 60_000,
  now = Date.now,
  sleep = realSleep,
}: RateLimiterOptions): RateLimiter {
  const taken: number[] = [];
  let line: Promise<void> = Promise.resolve();

  async function take() {
    for (;;) {
      const at = now();
      while (taken.length > 0 && (taken[0] ?? 0) <= at - intervalMs) taken.shift();
      if (taken.length < limit) {
        taken.push(at);
        return;
      }
      await sleep((taken[0] ?? at) + intervalMs - at);
    }
  }

  return {
    acquire() {
      const turn = line.then(take);
      line = turn.catch(() => undefined);
      return turn;
    },
  };
}
