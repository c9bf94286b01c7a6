import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '../../../test/fakes/fake-webhook-receiver';
import { sendDelivery } from './webhook-sender';
import { TARGET_REFUSED_MESSAGE } from './webhook-targets';

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

describe('sending a delivery', () => {
  it('checks the target again when it connects: a loopback address or a name resolving to one is refused', async () => {
    const byName = receiver.url.replace('127.0.0.1', 'localhost');
    for (const url of [receiver.url, byName]) {
      expect(await sendDelivery(url, '{}', {}, false)).toEqual({
        ok: false,
        status: null,
        error: TARGET_REFUSED_MESSAGE,
      });
    }
    expect(receiver.received).toHaveLength(0);
  });

  it('posts when the operator allows private targets, and counts an answer outside 2xx as a failure', async () => {
    expect(await sendDelivery(receiver.url, '{"a":1}', { 'Content-Type': 'application/json' }, true)).toEqual({
      ok: true,
      status: 200,
    });
    receiver.answerNext(302);
    expect(await sendDelivery(receiver.url, '{}', {}, true)).toEqual({ ok: false, status: 302, error: 'HTTP 302' });
    expect(receiver.received.map((delivery) => delivery.body)).toEqual(['{"a":1}', '{}']);
  });
});
