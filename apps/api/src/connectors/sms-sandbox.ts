import { randomUUID } from 'node:crypto';
import type { SmsMessage, SmsTransport } from './sms';

/**
 * The demo install's SMS provider: keeps what it would have sent, newest last, so a demo (and a test) can read the
 * message a customer would have received. Nothing leaves the machine, and no webhook comes from it: any call that
 * claims to is refused.
 */
export function createSmsSandbox(): SmsTransport & { sent: (SmsMessage & { sid: string })[] } {
  const sent: (SmsMessage & { sid: string })[] = [];
  return {
    sent,
    async send(message) {
      const sid = `SM${randomUUID().replaceAll('-', '')}`;
      sent.push({ ...message, sid });
      return { sid };
    },
    verifyWebhook: () => false,
  };
}
