import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How deliveries are signed (docs/webhooks.md, decision 0153), as Stripe and GitHub do: HMAC-SHA256 with the
 * subscription's secret over `<unix seconds>.<raw body>`, sent as `t=<unix seconds>,v1=<hex>`. The timestamp is
 * inside what is signed, so a receiver that refuses old timestamps also refuses a captured delivery replayed later.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmacOf = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export function signatureHeader(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmacOf(secret, timestamp, body)}`;
}

export type VerifyInput = {
  secret: string;
  /** The request's body exactly as received, before any JSON parsing. */
  body: string;
  /** The Repute-Signature header. */
  header: string | undefined;
  /** The receiver's clock, in unix seconds. */
  now?: number;
  toleranceSeconds?: number;
};

/**
 * What a receiver runs on each delivery: true only when one of the v1 signatures matches and the timestamp is within
 * the tolerance of the receiver's clock (either way: a clock a little behind is no reason to drop a delivery).
 */
export function verifyWebhookSignature({
  secret,
  body,
  header,
  now = Math.floor(Date.now() / 1000),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
}: VerifyInput): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmacOf(secret, timestamp, body), 'hex');
  return parts
    .filter(([key, value]) => key === 'v1' && value !== undefined && /^[0-9a-f]{64}$/.test(value))
    .some(([, value]) => timingSafeEqual(expected, Buffer.from(value as string, 'hex')));
}
