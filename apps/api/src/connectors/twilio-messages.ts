import { createHmac, timingSafeEqual } from 'node:crypto';
import { SmsRateLimitedError, type SmsTransport } from './sms';

export const TWILIO_API_URL = 'https://api.twilio.com';

export type TwilioSettings = {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service SID (MG...). */
  from: string;
  /** Twilio's API address; a test points it at its fake. */
  baseUrl?: string;
};

/** Twilio's "Too Many Requests" (https://www.twilio.com/docs/api/errors/20429). */
const TOO_MANY_REQUESTS = 20429;

/** Twilio's error body: { code, message, more_info, status }. */
export class TwilioError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Twilio's request signature (X-Twilio-Signature): base64 of HMAC-SHA1, keyed with the auth token, of the full
 * URL followed by each POST field's name and value, sorted by name.
 */
export function twilioSignature(authToken: string, url: string, fields: Record<string, string>): string {
  const data = Object.keys(fields)
    .sort()
    .reduce((text, key) => text + key + fields[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/**
 * Twilio's Messages API (POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, HTTP Basic with
 * the account SID and auth token). The StatusCallback URL receives the message's status changes.
 */
export function createTwilioMessages(settings: TwilioSettings): SmsTransport {
  const base = (settings.baseUrl ?? TWILIO_API_URL).replace(/\/$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const sender: Record<string, string> = settings.from.startsWith('MG')
    ? { MessagingServiceSid: settings.from }
    : { From: settings.from };

  return {
    async send(message) {
      const form = new URLSearchParams({
        To: message.to,
        Body: message.body,
        ...sender,
        ...(message.statusCallbackUrl ? { StatusCallback: message.statusCallbackUrl } : {}),
      });
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await response.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
      if (response.status === 429 || body.code === TOO_MANY_REQUESTS) {
        throw new SmsRateLimitedError(`Twilio refused the message for the rate: ${body.message ?? response.status}`);
      }
      if (!response.ok || !body.sid) {
        throw new TwilioError(
          response.status,
          body.code,
          `Twilio refused the message: ${body.message ?? response.status}`,
        );
      }
      return { sid: body.sid };
    },
    verifyWebhook(webhookUrl, fields, signature) {
      if (!signature) return false;
      const expected = Buffer.from(twilioSignature(settings.authToken, webhookUrl, fields));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
