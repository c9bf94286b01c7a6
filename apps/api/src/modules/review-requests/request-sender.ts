import { randomUUID } from 'node:crypto';
import { mayAskAgain, phoneDigits, smsTimeZones, smsWindowOpensAt } from '@repute/domain';
import { SmsRateLimitedError, type SmsTransport } from '../../connectors/sms';
import type { UnitOfWork } from '../../platform/db/unit-of-work';
import type { Brand } from '../../platform/mail/brand';
import type { Mailer } from '../../platform/mail/mail.jobs';
import type { UnsubscribeLinks } from '../../platform/mail/unsubscribe-links';
import type { SmsCredits } from '../billing';
import { requestMail } from './request-mail';
import type { CampaignJob, RequestJob, RequestQueues } from './request-queues';
import { requestSms } from './request-sms';
import type { RecipientRow, ReviewRequestsRepo } from './review-requests.repo';

export type RequestSenderDeps = {
  repo: ReviewRequestsRepo;
  queues: RequestQueues;
  mailer: Pick<Mailer, 'send'>;
  sms: SmsTransport;
  links: Pick<UnsubscribeLinks, 'linksFor'>;
  unitOfWork: UnitOfWork;
  brandFor: (accountId: number) => Promise<Brand>;
  /** The account's time zone: an SMS's quiet hours when neither the recipient's nor the location's is known. */
  timeZoneOf: (accountId: number) => Promise<string>;
  publicUrl: string;
  /** The SMS provider's rate, shared by every worker (SMS_SENDS_PER_SECOND, decision 0104). */
  smsSendsPerSecond: number;
  /** One credit a text (decision 0152): none left, the request is skipped and nothing is sent. */
  smsCredits: Pick<SmsCredits, 'spend' | 'refund'>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** After the provider's 429, a request waits 1, 2, 4, ... seconds, at most 5 minutes, and is never dropped. */
export const rateRefusalDelayMs = (refusals: number) => Math.min(1000 * 2 ** refusals, 5 * 60_000);

/** The key a contact is compared by: the lower-cased e-mail address or the phone's ten digits. */
export const contactKeyOf = (recipient: Pick<RecipientRow, 'email' | 'phone'>) =>
  recipient.email ? recipient.email.toLowerCase() : phoneDigits(recipient.phone ?? '');

type Location = {
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  stateCode: string | null;
  country: string | null;
  zipcode: string | null;
};
const postalAddressOf = (location: Location) =>
  [location.address, location.city, [location.state, location.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

/**
 * Sends a campaign as one job per request, each checking the do-not-contact list and the contact frequency cap
 * just before it goes, and the one reminder. An e-mail is claimed (sent_at) and queued to the mail outbox in one
 * transaction, so a retried job never asks twice.
 */
export function createRequestSender(deps: RequestSenderDeps) {
  const { repo, queues, publicUrl } = deps;
  const smsSpacingMs = 1000 / deps.smsSendsPerSecond;

  async function startCampaign({ accountId, campaignId }: CampaignJob) {
    const campaign = await repo.moveCampaign(accountId, campaignId, ['scheduled', 'sending'], { status: 'sending' });
    if (!campaign) return;
    const ids = await repo.pendingRecipientIds(accountId, campaignId);
    await queues.sendRequests(ids.map((recipientId) => ({ accountId, recipientId, reminder: false })));
    await repo.moveCampaign(accountId, campaignId, ['sending'], { status: 'sent', sentAt: new Date() });
  }

  /** Why a request must not go, or undefined when it may. */
  async function refusal(accountId: number, recipient: RecipientRow, now: Date) {
    if (await repo.isDoNotContact(accountId, [contactKeyOf(recipient)])) return 'do_not_contact';
    // Typed and uploaded SMS recipients cannot be added without consent; this keeps any other way in honest too.
    if (recipient.phone && !recipient.smsConsentAt) return 'no_sms_consent';
    const settings = await repo.settings(accountId);
    if (!mayAskAgain(await repo.lastAskedAt(accountId, recipient), now, settings.contactFrequencyDays)) {
      return 'contacted_recently';
    }
    return undefined;
  }

  /** When an SMS may go (decision 0090): now, or 8 am where the recipient is (else the location, the account). */
  async function smsWindowOpens(accountId: number, recipient: RecipientRow, location: Location, now: Date) {
    const zones = smsTimeZones(recipient.timeZone, location, await deps.timeZoneOf(accountId));
    return smsWindowOpensAt(zones, now);
  }

  async function send(job: RequestJob) {
    const { accountId, recipientId, reminder } = job;
    const found = await deps.repo.recipientWithCampaign(accountId, recipientId);
    if (!found) return;
    const { recipient, campaign, location } = found;
    const now = new Date();
    if (!reminder) {
      if (recipient.sentAt || recipient.skippedReason) return;
      const skippedReason = await refusal(accountId, recipient, now);
      if (skippedReason) {
        await repo.markRecipient(accountId, recipientId, { skippedReason });
        return;
      }
    } else if (await repo.isDoNotContact(accountId, [contactKeyOf(recipient)])) {
      return;
    }
    const claim = reminder ? { reminderSentAt: now } : { sentAt: now };
    const landingUrl = `${publicUrl}/r/${recipient.token}`;
    const business = { name: location.name, postalAddress: postalAddressOf(location) };

    if (campaign.requestType === 'sms') {
      if (!recipient.phone) return;
      const opensAt = await smsWindowOpens(accountId, recipient, location, now);
      if (opensAt > now) {
        // Quiet hours where the recipient is: held, not dropped; the checks run again when it comes back.
        await queues.holdRequest(job, opensAt);
        return;
      }
      // This worker's turn at the provider: all workers together keep to its rate (decision 0104).
      await sleep(await repo.reserveSendSlot('sms', smsSpacingMs));
      if (!(await repo.claim(accountId, recipientId, reminder, claim))) return;
      if (!(await deps.smsCredits.spend(accountId))) {
        await repo.markRecipient(
          accountId,
          recipientId,
          reminder ? { reminderSentAt: null } : { sentAt: null, skippedReason: 'no_sms_credits' },
        );
        return;
      }
      try {
        const { sid } = await deps.sms.send({
          to: `+1${phoneDigits(recipient.phone)}`,
          body: requestSms(campaign, business, landingUrl, reminder),
          statusCallbackUrl: `${publicUrl}/api/webhooks/sms/status`,
        });
        await repo.markRecipient(accountId, recipientId, { smsMessageId: sid });
      } catch (error) {
        // Not sent: give the claim and the credit back so the job's retry tries again.
        await repo.markRecipient(accountId, recipientId, reminder ? { reminderSentAt: null } : { sentAt: null });
        await deps.smsCredits.refund(accountId);
        if (!(error instanceof SmsRateLimitedError)) throw error;
        // Too fast for the provider: the same request later, however often, rather than spending the job's retries.
        const rateRefusals = (job.rateRefusals ?? 0) + 1;
        await queues.holdRequest({ ...job, rateRefusals }, new Date(Date.now() + rateRefusalDelayMs(rateRefusals - 1)));
      }
      return;
    }

    if (!recipient.email) return;
    const email = recipient.email;
    const message = await requestMail(
      email,
      campaign,
      business,
      {
        landingUrl,
        pixelUrl: `${publicUrl}/api/public/review_requests/${recipient.token}/open.gif`,
        headerImageUrl:
          campaign.useHeaderImage && campaign.headerImage ? `${publicUrl}${campaign.headerImage}` : undefined,
        unsubscribe: await deps.links.linksFor('requests', recipient.id, email),
      },
      { brand: await deps.brandFor(accountId), reminder },
    );
    await deps.unitOfWork(async () => {
      if (!(await repo.claim(accountId, recipientId, reminder, claim))) return;
      const messageId = await deps.mailer.send(message);
      if (!reminder) await repo.markRecipient(accountId, recipientId, { mailMessageId: messageId });
    });
  }

  return {
    startCampaign,
    send,
    /** Queues the reminders due at `now` (the sweep's clock; a test passes a later one). */
    async queueDueReminders(now: Date) {
      const due = await repo.remindable(now);
      await queues.sendRequests(due.map((row) => ({ accountId: row.accountId, recipientId: row.id, reminder: true })));
    },
  };
}

export type RequestSender = ReturnType<typeof createRequestSender>;
export const newRequestToken = () => randomUUID().replaceAll('-', '');
