const { createHmac, timingSafeEqual } = require('node:crypto');

/** As Repute's receivers are told (docs/webhooks.md): a delivery older than five minutes is a replay. */
const TOLERANCE_SECONDS = 300;

/** The Repute-Signature header of a hook request, whatever case or prefix the platform gave its name. */
const signatureHeaderOf = (headers = {}) => {
  const name = Object.keys(headers).find((key) => key.toLowerCase().endsWith('repute-signature'));
  return name ? headers[name] : undefined;
};

/** Whether `header` (t=<unix s>,v1=<hex HMAC-SHA256 of "t.body">) signs `body` with `secret`, recently. */
function isSignedDelivery({ secret, body, header, now = Math.floor(Date.now() / 1000) }) {
  if (!secret || typeof header !== 'string') return false;
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2)));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > TOLERANCE_SECONDS || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

module.exports = { isSignedDelivery, signatureHeaderOf };
