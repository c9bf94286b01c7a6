import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { twilioSignature } from '../src/connectors/twilio-messages';

export type FakeMessage = {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback?: string;
  /** When it came (performance.now(), milliseconds). */
  receivedAt: number;
};

async function formOf(request: IncomingMessage) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * A local Twilio that speaks the Messages API as documented: POST /2010-04-01/Accounts/{Sid}/Messages.json,
 * form-encoded, HTTP Basic with the account SID and auth token; 201 with the message resource, 401 or 400 with
 * Twilio's error body. `deliver` posts a signed status callback (MessageSid, MessageStatus) as Twilio would;
 * `reply` posts a signed inbound message (From, To, Body) to a webhook.
 */
export async function startTwilioFake({
  accountSid,
  authToken,
  sendsPerSecond,
}: {
  accountSid: string;
  authToken: string;
  /**
   * The account's sending rate: a token bucket holding one second's worth, refilled at this rate; a message above
   * it answers 429 with Twilio's error 20429 (Too Many Requests) and is not sent. Unset, no limit.
   */
  sendsPerSecond?: number;
}) {
  const messages: FakeMessage[] = [];
  /** Messages refused for coming above the rate, and how many more refuseNext still refuses. */
  const refusals = { tooManyRequests: 0, forced: 0 };
  let tokens = sendsPerSecond ?? 0;
  let filledAt = performance.now();
  const withinRate = () => {
    if (sendsPerSecond === undefined) return true;
    const now = performance.now();
    tokens = Math.min(sendsPerSecond, tokens + ((now - filledAt) / 1000) * sendsPerSecond);
    filledAt = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
  const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const server = createServer(async (request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
      return json(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    }
    if (request.headers.authorization !== expected) {
      return json(401, { code: 20003, message: 'Authenticate', status: 401 });
    }
    const form = await formOf(request);
    if (!form.To || !form.Body || !(form.From || form.MessagingServiceSid)) {
      return json(400, { code: 21604, message: "A 'To' phone number is required.", status: 400 });
    }
    if (refusals.forced > 0 || !withinRate()) {
      if (refusals.forced > 0) refusals.forced -= 1;
      else refusals.tooManyRequests += 1;
      return json(429, { code: 20429, message: 'Too Many Requests', status: 429 });
    }
    const message = {
      sid: `SM${randomUUID().replaceAll('-', '')}`,
      to: form.To,
      from: form.From ?? form.MessagingServiceSid ?? '',
      body: form.Body,
      statusCallback: form.StatusCallback,
      receivedAt: performance.now(),
    };
    messages.push(message);
    return json(201, {
      sid: message.sid,
      account_sid: accountSid,
      to: message.to,
      from: message.from,
      body: message.body,
      status: 'queued',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  /** A webhook call signed as Twilio signs it, to the app's public URL (delivered to `post`). */
  const signed = (url: string, fields: Record<string, string>) => ({
    url,
    headers: {
      'x-twilio-signature': twilioSignature(authToken, url, fields),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(fields).toString(),
  });

  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    /** Messages refused with 429 because they came faster than sendsPerSecond. */
    tooManyRequests: () => refusals.tooManyRequests,
    /** The next `count` messages answer 429 (Twilio's 20429) whatever the rate. */
    refuseNext: (count: number) => {
      refusals.forced = count;
    },
    statusCallback: (message: FakeMessage, status: string) =>
      signed(message.statusCallback ?? '', { AccountSid: accountSid, MessageSid: message.sid, MessageStatus: status }),
    inbound: (url: string, from: string, body: string) =>
      signed(url, {
        AccountSid: accountSid,
        MessageSid: `SM${randomUUID().replaceAll('-', '')}`,
        From: from,
        To: '+15550000000',
        Body: body,
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
