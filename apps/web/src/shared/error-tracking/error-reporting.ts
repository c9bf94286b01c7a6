import type { EndpointResult } from '@repute/domain/contracts/endpoint';
import type { getErrorTrackingSettings } from '@repute/domain/contracts/error-tracking';
import { isApiError } from '../api/api-error';

type Report = (error: unknown, tags: Record<string, string>) => void;

/** Set once error tracking is on (a DSN is configured); until then, and without one, nothing is reported. */
let report: Report | null = null;

export function setErrorReporter(next: Report | null): void {
  report = next;
}

export function reportError(error: unknown, tags: Record<string, string> = {}): void {
  report?.(error, tags);
}

/** Spec 000 §8: a loader's 401 (signed out) or 404 (gone) is an answer, not an error of the app. */
export function isReportableLoaderError(error: unknown): boolean {
  return !(isApiError(error) && (error.status === 401 || error.status === 404));
}

/**
 * Turns error tracking on when the server has a DSN (GET /public/error_tracking): the sender is loaded only then
 * (its own chunk), so an install without error tracking downloads none of it. A bare fetch, not the app's client:
 * it runs before anything else, with no session, nonce or session effects, and the contract only types its answer.
 */
export async function startErrorTracking(): Promise<void> {
  try {
    const response = await fetch('/api/public/error_tracking');
    if (!response.ok) return;
    const settings = (await response.json()) as EndpointResult<typeof getErrorTrackingSettings>;
    if (!settings.dsn) return;
    const { browserErrorReporter } = await import('./browser-error-reporter');
    const reporter = browserErrorReporter(settings.dsn, settings.sample_rate, settings.environment);
    if (!reporter) return;
    setErrorReporter(reporter);
    window.addEventListener('error', (event) => reportError(event.error ?? event.message, { kind: 'window' }));
    window.addEventListener('unhandledrejection', (event) => reportError(event.reason, { kind: 'promise' }));
  } catch {
    // Error tracking is a help, never a reason for the app not to start.
  }
}
