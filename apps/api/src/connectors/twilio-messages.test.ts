import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwilioFake } from '../../test/twilio-fake';
import { createTwilioMessages, TwilioError, twilioSignature } from './twilio-messages';

const credentials = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'test-auth-token' };
let fake: Awaited<ReturnType<typeof startTwilioFake>>;
beforeAll(async () => {
  fake = await startTwilioFake(credentials);
});
afterAll(() => fake.close());

describe("Twilio's Messages API client", () => {
  it('posts the message form-encoded with basic auth and answers the message SID', async () => {
    const twilio = createTwilioMessages({ ...credentials, from: '+15557654321', baseUrl: fake.url });
    const { sid } = await twilio.send({
      to: '+15550102000',
      body: 'Hello',
      statusCallbackUrl: 'https://app.example/cb',
    });
    expect(sid).toMatch(/^SM/);
    expect(fake.messages.at(-1)).toEqual({
      sid,
      to: '+15550102000',
      from: '+15557654321',
      body: 'Hello',
      statusCallback: 'https://app.example/cb',
      receivedAt: expect.any(Number),
    });
  });

  it('sends from a Messaging Service when given its SID', async () => {
    const twilio = createTwilioMessages({
      ...credentials,
      from: 'MG0123456789abcdef0123456789abcdef',
      baseUrl: fake.url,
    });
    await twilio.send({ to: '+15550102001', body: 'Hi' });
    expect(fake.messages.at(-1)?.from).toBe('MG0123456789abcdef0123456789abcdef');
  });

  it("throws Twilio's error when it refuses the credentials", async () => {
    const twilio = createTwilioMessages({
      ...credentials,
      authToken: 'wrong',
      from: '+15557654321',
      baseUrl: fake.url,
    });
    const refused = twilio.send({ to: '+15550102000', body: 'Hello' });
    await expect(refused).rejects.toBeInstanceOf(TwilioError);
    await expect(refused).rejects.toMatchObject({ status: 401, code: 20003 });
  });

  it("checks a webhook's X-Twilio-Signature against the URL and the sorted fields", () => {
    const twilio = createTwilioMessages({ ...credentials, from: '+15557654321' });
    const url = 'https://app.example/api/webhooks/sms/status';
    const fields = { MessageSid: 'SM1', MessageStatus: 'delivered', AccountSid: credentials.accountSid };
    // Twilio's documented construction, computed independently of the field order given.
    const signature = twilioSignature(credentials.authToken, url, {
      AccountSid: fields.AccountSid,
      MessageSid: 'SM1',
      MessageStatus: 'delivered',
    });
    expect(twilio.verifyWebhook(url, fields, signature)).toBe(true);
    expect(twilio.verifyWebhook(url, { ...fields, MessageStatus: 'failed' }, signature)).toBe(false);
    expect(twilio.verifyWebhook(`${url}?x=1`, fields, signature)).toBe(false);
    expect(twilio.verifyWebhook(url, fields, undefined)).toBe(false);
  });
});
