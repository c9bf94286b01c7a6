/** Spec 000 §9: polling gives up after 10 s, or 60 s when a member of staff is acting as the user. */
export const EXPORT_POLL_TIMEOUT_MS = 10_000;
export const IMPERSONATED_EXPORT_POLL_TIMEOUT_MS = 60_000;
/** Between two status calls (the spec names none; decision 0030): ten looks within the normal time-out. */
export const EXPORT_POLL_INTERVAL_MS = 1000;

export function exportPollTimeoutMs(impersonating: boolean): number {
  return impersonating ? IMPERSONATED_EXPORT_POLL_TIMEOUT_MS : EXPORT_POLL_TIMEOUT_MS;
}

/** The server's status_reason for a file that took too long to build (spec 000 §4: failed, reason timeout). */
export const TIMEOUT_REASON = 'timeout';
