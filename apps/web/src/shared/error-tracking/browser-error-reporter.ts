import { parseSentryDsn, sentryEnvelope } from '@repute/domain/error-tracking';

/** Sends sampled errors to the Sentry-compatible DSN as envelopes; undefined when the DSN is not one. */
export function browserErrorReporter(dsn: string, sampleRate: number, environment: string, random = Math.random) {
  const target = parseSentryDsn(dsn);
  if (!target) return undefined;
  return (error: unknown, tags: Record<string, string>) => {
    if (random() >= sampleRate) return;
    const body = sentryEnvelope(target, {
      eventId: crypto.randomUUID().replaceAll('-', ''),
      platform: 'javascript',
      environment,
      error,
      tags: { ...tags, page: window.location.pathname },
    });
    // The key goes in the query: a browser's cross-origin POST with a custom header would need a preflight.
    const url = `${target.envelopeUrl}?sentry_key=${encodeURIComponent(new URL(dsn).username)}&sentry_version=7`;
    fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  };
}
