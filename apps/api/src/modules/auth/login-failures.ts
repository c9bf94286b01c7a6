import type { AttemptCounts, AttemptLimit } from '../../platform/auth/attempt-counts';
import { tooManyRequests } from '../../platform/errors';

/**
 * Password guesses are limited by their failures only (decision 0113): per (e-mail, client address), so that
 * strangers failing for an e-mail elsewhere never refuse its owner's right password, and per client address
 * over every e-mail, so that one address cannot try many. A success clears its (e-mail, address) count.
 */
export const LOGIN_FAILURE_LIMITS = {
  perEmailAndAddress: { max: 10, windowMinutes: 15 },
  perAddress: { max: 100, windowMinutes: 60 },
} as const satisfies Record<string, AttemptLimit>;

export function createLoginFailures(attempts: AttemptCounts) {
  const keysOf = (email: string, address: string) => ({
    pair: `login:${email.trim().toLowerCase()}:${address}`,
    address: `login:${address}`,
  });

  return {
    /**
     * Checks a password guess for `email` from `address`: 429 while either count is at its limit (before the
     * password is looked at, so that a limited guesser learns nothing), counts a failure, clears on success.
     */
    async guard<T>(email: string, address: string, attempt: () => Promise<T>): Promise<T> {
      const keys = keysOf(email, address);
      const waits = await Promise.all([
        attempts.waitSeconds(keys.pair, LOGIN_FAILURE_LIMITS.perEmailAndAddress),
        attempts.waitSeconds(keys.address, LOGIN_FAILURE_LIMITS.perAddress),
      ]);
      const wait = Math.max(...waits);
      if (wait > 0) throw tooManyRequests(wait);
      try {
        const result = await attempt();
        await attempts.clear(keys.pair);
        return result;
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 401) {
          await attempts.count(keys.pair, LOGIN_FAILURE_LIMITS.perEmailAndAddress);
          await attempts.count(keys.address, LOGIN_FAILURE_LIMITS.perAddress);
        }
        throw error;
      }
    },
  };
}

export type LoginFailures = ReturnType<typeof createLoginFailures>;
