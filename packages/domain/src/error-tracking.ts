/**
 * Error tracking (spec 000 §8-9) with any Sentry-compatible service: the DSN's parts, the sample rate, and the
 * envelope one error is sent as. Shared by the API and the web app, which send the same envelope.
 */

/** Spec 000 §9: every error in production, one in ten elsewhere. */
export function errorTrackingSampleRate(production: boolean): number {
  return production ? 1 : 0.1;
}

export type SentryTarget = { dsn: string; envelopeUrl: string; authHeader: string };

/** `https://<public key>@<host>[/<path>]/<project id>`, or undefined when it is not a DSN. */
export function parseSentryDsn(dsn: string): SentryTarget | undefined {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return undefined;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const project = segments.pop();
  if (!url.username || !project || !/^\d+$/.test(project) || !/^https?:$/.test(url.protocol)) return undefined;
  const base = `${url.protocol}//${url.host}${segments.length ? `/${segments.join('/')}` : ''}`;
  return {
    dsn,
    envelopeUrl: `${base}/api/${project}/envelope/`,
    authHeader: `Sentry sentry_version=7, sentry_client=repute/1, sentry_key=${url.username}`,
  };
}

export type TrackedError = {
  eventId: string;
  platform: 'node' | 'javascript';
  environment: string;
  error: unknown;
  tags?: Record<string, string>;
};

/** What an error has that can be told: its name, message and stack (a thrown non-error is told as text). */
function exceptionOf(error: unknown) {
  const known = error instanceof Error ? error : new Error(String(error));
  return { type: known.name, value: known.message, stacktrace_text: known.stack ?? '' };
}

/** One event as a Sentry envelope: a header line, the item's header and the event, each on its own line. */
export function sentryEnvelope(target: SentryTarget, event: TrackedError): string {
  const exception = exceptionOf(event.error);
  const body = {
    event_id: event.eventId,
    timestamp: Date.now() / 1000,
    platform: event.platform,
    level: 'error',
    environment: event.environment,
    tags: event.tags ?? {},
    exception: { values: [{ type: exception.type, value: exception.value }] },
    extra: { stack: exception.stacktrace_text },
  };
  return [
    JSON.stringify({ event_id: event.eventId, dsn: target.dsn, sent_at: new Date().toISOString() }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(body),
  ].join('\n');
}
