import { phoneDigits } from '@repute/domain';
import type { SmsTransport } from '../../connectors/sms';
import { forbidden } from '../../platform/errors';
import type { ReviewRequestsRepo } from './review-requests.repo';

/** The opt-out words carriers and Twilio honour (Twilio's default opt-out keywords). */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT']);
export const STOP_ACKNOWLEDGEMENT =
  'You have been unsubscribed and will not receive any more review requests from us. Reply START to resubscribe.';
/** The opt-in words that undo a STOP (Twilio's default opt-in keywords). */
const START_WORDS = new Set(['START', 'UNSTOP', 'YES']);
export const START_ACKNOWLEDGEMENT =
  'You have been resubscribed and may receive review requests from us again. Reply STOP to unsubscribe.';

export type SmsWebhookDeps = {
  repo: ReviewRequestsRepo;
  sms: Pick<SmsTransport, 'verifyWebhook'>;
  publicUrl: string;
};

/**
 * What the SMS provider tells us: a message's status (delivered), and a customer's reply. STOP (and its usual
 * synonyms) puts the number on the do-not-contact list of every account that asked it, at once; START (or UNSTOP,
 * YES) takes it off again where a STOP put it.
 */
export function createSmsWebhooks({ repo, sms, publicUrl }: SmsWebhookDeps) {
  const verified = (path: string, fields: Record<string, string>, signature: string | undefined) => {
    if (!sms.verifyWebhook(`${publicUrl}/api${path}`, fields, signature)) throw forbidden('Invalid webhook signature');
  };
  return {
    async status(fields: Record<string, string>, signature: string | undefined) {
      verified('/webhooks/sms/status', fields, signature);
      if (fields.MessageSid && fields.MessageStatus === 'delivered') {
        await repo.markSmsDelivered(fields.MessageSid, new Date());
      }
    },
    /** Answers the reply to send back (the STOP acknowledgement), or undefined for none. */
    async inbound(fields: Record<string, string>, signature: string | undefined): Promise<string | undefined> {
      verified('/webhooks/sms/inbound', fields, signature);
      const word = (fields.Body ?? '').trim().toUpperCase();
      if (!fields.From) return undefined;
      const digits = phoneDigits(fields.From).slice(-10);
      if (STOP_WORDS.has(word)) {
        await repo.optOutPhone(digits);
        return STOP_ACKNOWLEDGEMENT;
      }
      if (START_WORDS.has(word)) {
        await repo.optInPhone(digits);
        return START_ACKNOWLEDGEMENT;
      }
      return undefined;
    },
  };
}

export type SmsWebhooks = ReturnType<typeof createSmsWebhooks>;
