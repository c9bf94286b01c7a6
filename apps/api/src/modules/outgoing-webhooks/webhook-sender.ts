import http from 'node:http';
import https from 'node:https';
import { guardedLookup, literalRefused, TARGET_REFUSED_MESSAGE } from './webhook-targets';

/** How long a receiver has to answer a delivery; a slower one counts as failed and is retried. */
const RESPONSE_TIMEOUT_MS = 10_000;
/** What of a receiver's answer is read: its status decides, its body is not kept. */
export type SendResult = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/**
 * POSTs one signed delivery. No redirects are followed (a redirect could lead anywhere the SSRF check did not see),
 * so a 3xx counts as a failure, like any answer outside 2xx.
 */
export function sendDelivery(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
): Promise<SendResult> {
  if (literalRefused(url, allowPrivate))
    return Promise.resolve({ ok: false, status: null, error: TARGET_REFUSED_MESSAGE });
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body).toString() },
        lookup: guardedLookup(allowPrivate),
        timeout: RESPONSE_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        response.on('end', () =>
          resolve(
            status >= 200 && status < 300 ? { ok: true, status } : { ok: false, status, error: `HTTP ${status}` },
          ),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('The receiver did not answer in time')));
    request.on('error', (error) => resolve({ ok: false, status: null, error: error.message }));
    request.end(body);
  });
}
