import { tooManyInFlight } from '../../platform/errors';

/**
 * How many exports may be in flight (pending or processing) at once, and how the queue orders them (decision 0111):
 * a flood of requests is refused at the door instead of filling the queue and the storage, and what is queued is
 * handed out fairly across accounts.
 */
export const EXPORTS_IN_FLIGHT_PER_USER = 5;
export const EXPORTS_IN_FLIGHT_PER_ACCOUNT = 20;

/**
 * An export still unsettled this long after it was asked for is taken for abandoned (its job was killed past its
 * retries: 3 attempts of at most 30 minutes) and no longer counts, so a lost job cannot hold a user's place forever.
 */
export const IN_FLIGHT_HORIZON_MS = 2 * 60 * 60 * 1000;

const WAIT = 'Please wait for one to finish before starting another.';
export const USER_EXPORT_LIMIT_MESSAGE = `You already have ${EXPORTS_IN_FLIGHT_PER_USER} exports in progress. ${WAIT}`;
export const ACCOUNT_EXPORT_LIMIT_MESSAGE = `Your account already has ${EXPORTS_IN_FLIGHT_PER_ACCOUNT} exports in progress. ${WAIT}`;

/** 429 when the user, or their account, already has as many exports in flight as allowed. */
export function assertWithinExportLimits(inFlight: { account: number; user: number }): void {
  if (inFlight.user >= EXPORTS_IN_FLIGHT_PER_USER) throw tooManyInFlight(USER_EXPORT_LIMIT_MESSAGE);
  if (inFlight.account >= EXPORTS_IN_FLIGHT_PER_ACCOUNT) throw tooManyInFlight(ACCOUNT_EXPORT_LIMIT_MESSAGE);
}

/**
 * The queue priority of an account's next export: one lower for each export the account already has in flight.
 * pg-boss hands out the highest priority first (then the oldest), so every account's first export in flight goes
 * before any account's second, and so on: an account with many exports queued delays another account's export by
 * at most the jobs already running.
 */
export const fairPriority = (accountInFlight: number): number => -accountInFlight;
