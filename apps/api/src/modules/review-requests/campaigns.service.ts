import { randomUUID } from 'node:crypto';
import {
  type Campaign,
  type CampaignBody,
  type CampaignRecipient,
  type CampaignsQuery,
  type ListQuery,
  pageWindow,
  phoneDigits,
  type RecipientInput,
  type RequestSettings,
  type RequestType,
  recipientProblem,
  type UploadResult,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { badRequest, conflict, notFound, unprocessable } from '../../platform/errors';
import { NO_SMS_CREDITS_MESSAGE, type SmsCredits } from '../billing';
import { isOwnHeaderImage } from './header-images';
import { parseRecipientCsv } from './recipient-csv';
import type { RequestQueues } from './request-queues';
import { newRequestToken } from './request-sender';
import type {
  CampaignCounts,
  CampaignRow,
  CampaignValues,
  NewRecipient,
  RecipientRow,
  ReviewRequestsRepo,
} from './review-requests.repo';

export type CampaignsDeps = {
  repo: ReviewRequestsRepo;
  queues: Pick<RequestQueues, 'startCampaign'>;
  smsCredits: Pick<SmsCredits, 'hasCredit'>;
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

const toCampaign = (row: { campaign: CampaignRow; locationName: string } & CampaignCounts): Campaign => {
  const { campaign, locationName, ...counts } = row;
  return {
    id: campaign.id,
    account_id: campaign.accountId,
    location_id: campaign.locationId,
    location_name: locationName,
    request_type_id: campaign.requestType,
    layout_id: campaign.layout,
    template_id: campaign.templateId,
    subject: campaign.subject,
    content: campaign.content,
    header_text: campaign.headerText,
    header_image: campaign.headerImage,
    use_header_image: campaign.useHeaderImage,
    sender_name: campaign.senderName,
    sender_email: campaign.senderEmail,
    url_ids: campaign.urlIds,
    auto_select_sources: campaign.autoSelectSources,
    feedback_configuration: { selector_type: campaign.selectorType },
    status: campaign.status,
    scheduled_at: iso(campaign.scheduledAt),
    sent_at: iso(campaign.sentAt),
    created_at: campaign.createdAt.toISOString(),
    counts,
  };
};

export const toRecipient = ({
  recipient,
  acceptedAt,
}: {
  recipient: RecipientRow;
  acceptedAt: Date | null;
}): CampaignRecipient => ({
  id: recipient.id,
  name: recipient.name,
  email: recipient.email,
  phone: recipient.phone,
  skipped_reason: recipient.skippedReason,
  sent_at: iso(recipient.sentAt),
  delivered_at: iso(recipient.deliveredAt ?? acceptedAt),
  opened_at: iso(recipient.openedAt),
  clicked_at: iso(recipient.clickedAt),
  completed_at: iso(recipient.completedAt),
  reminder_sent_at: iso(recipient.reminderSentAt),
  sms_consent_at: iso(recipient.smsConsentAt),
  sms_consent_source: recipient.smsConsentSource,
  time_zone: recipient.timeZone,
});

/** Campaigns (spec 000 §3 "Campaign draft", §4): compose a draft, add recipients, send it now or at a time. */
export function createCampaignsService({ repo, queues, smsCredits }: CampaignsDeps) {
  async function own(caller: Caller, id: number) {
    const row = await repo.findCampaign(caller.accountId, id);
    if (!row) throw notFound('Campaign not found');
    return row;
  }
  async function ownDraft(caller: Caller, id: number) {
    const row = await own(caller, id);
    if (row.campaign.status !== 'draft') throw conflict('Only a draft campaign can be changed');
    return row;
  }

  /** The body's fields as stored, after checking the location and its review sites are the account's. */
  async function valuesOf(caller: Caller, body: CampaignBody): Promise<CampaignValues> {
    await accountInScope(caller, body.account_id);
    if (!(await repo.locationName(caller.accountId, body.location_id))) {
      throw badRequest('Invalid campaign', { location_id: ['Location not found'] });
    }
    const urlIds = await repo.locationUrlIds(caller.accountId, body.location_id, body.url_ids);
    if (urlIds.length !== new Set(body.url_ids).size) {
      throw badRequest('Invalid campaign', { url_ids: ['Review site not found for this location'] });
    }
    if (body.header_image && !isOwnHeaderImage(caller.accountId, body.header_image)) {
      throw badRequest('Invalid campaign', { header_image: ['Upload the header image first'] });
    }
    if (body.template_id && !(await repo.findTemplate(caller.accountId, body.template_id))) {
      throw badRequest('Invalid campaign', { template_id: ['Template not found'] });
    }
    return {
      locationId: body.location_id,
      requestType: body.request_type_id,
      layout: body.layout_id,
      templateId: body.template_id ?? null,
      subject: body.subject,
      content: body.content,
      headerText: body.header_text,
      headerImage: body.header_image,
      useHeaderImage: body.use_header_image && body.header_image !== '',
      senderName: body.sender_name,
      senderEmail: body.sender_email,
      urlIds,
      autoSelectSources: body.auto_select_sources,
      selectorType: body.feedback_configuration.selector_type,
    };
  }

  /** Recipients as stored; an SMS recipient's consent (checked before) is recorded with when and how it came. */
  function newRecipients(
    recipients: RecipientInput[],
    requestType: RequestType,
    consentSource: 'typed' | 'upload',
  ): NewRecipient[] {
    const now = new Date();
    return recipients.map((recipient) => {
      const texted = requestType === 'sms';
      return {
        name: recipient.name,
        email: texted ? null : (recipient.email ?? null),
        // Stored as its ten digits: the frequency cap, do-not-contact and STOP compare numbers, not spellings.
        phone: texted && recipient.phone ? phoneDigits(recipient.phone) : null,
        token: newRequestToken(),
        smsConsentAt: texted && recipient.sms_consent ? now : null,
        smsConsentSource: texted && recipient.sms_consent ? consentSource : null,
        timeZone: recipient.time_zone || null,
      };
    });
  }

  return {
    async list(caller: Caller, query: CampaignsQuery) {
      await accountInScope(caller, query.account_id);
      const { rows, total } = await repo.listCampaigns(caller.accountId, query.status, pageWindow(query));
      return { rows: rows.map(toCampaign), total };
    },
    async get(caller: Caller, id: number) {
      return toCampaign(await own(caller, id));
    },
    async create(caller: Caller, body: CampaignBody) {
      const values = await valuesOf(caller, body);
      const row = await repo.insertCampaign(caller.accountId, { ...values, createdByUserId: caller.userId });
      return toCampaign(await own(caller, row.id));
    },
    async update(caller: Caller, id: number, body: CampaignBody) {
      const before = await ownDraft(caller, id);
      const values = await valuesOf(caller, body);
      // A channel change makes the recipients' addresses meaningless: they are asked for again.
      if (values.requestType !== before.campaign.requestType) await repo.clearRecipients(caller.accountId, id);
      await repo.updateCampaign(caller.accountId, id, values);
      return toCampaign(await own(caller, id));
    },
    async remove(caller: Caller, id: number) {
      const row = await own(caller, id);
      if (row.campaign.status === 'sending') throw conflict('A campaign that is sending cannot be deleted');
      await repo.removeCampaign(caller.accountId, id);
      return toCampaign(row);
    },

    async listRecipients(caller: Caller, id: number, query: ListQuery) {
      await own(caller, id);
      const { rows, total } = await repo.listRecipients(caller.accountId, id, pageWindow(query));
      return { rows: rows.map(toRecipient), total };
    },
    /** Typed or picked recipients: all valid, or none added and each problem named by its index. */
    async addRecipients(caller: Caller, id: number, recipients: RecipientInput[]) {
      const { campaign } = await ownDraft(caller, id);
      const fields: Record<string, string[]> = {};
      recipients.forEach((recipient, index) => {
        const problem = recipientProblem(recipient, campaign.requestType);
        if (problem) fields[`recipients.${index}`] = [problem];
      });
      if (Object.keys(fields).length > 0) throw badRequest('Invalid recipients', fields);
      await repo.addRecipients(caller.accountId, id, newRecipients(recipients, campaign.requestType, 'typed'));
      return toCampaign(await own(caller, id));
    },
    async clearRecipients(caller: Caller, id: number) {
      await ownDraft(caller, id);
      await repo.clearRecipients(caller.accountId, id);
      return toCampaign(await own(caller, id));
    },
    /** A recipient CSV: the valid rows are added, the others kept for the failed rows' download. */
    async upload(caller: Caller, id: number, csv: string): Promise<UploadResult> {
      const { campaign } = await ownDraft(caller, id);
      let parsed: ReturnType<typeof parseRecipientCsv>;
      try {
        parsed = parseRecipientCsv(csv, campaign.requestType);
      } catch {
        throw badRequest('The file is not a CSV of recipients');
      }
      const uploadId = randomUUID();
      await repo.addRecipients(caller.accountId, id, newRecipients(parsed.valid, campaign.requestType, 'upload'));
      await repo.insertUpload({
        id: uploadId,
        accountId: caller.accountId,
        campaignId: id,
        successful: parsed.valid.length,
        failed: parsed.failed,
      });
      return {
        upload_id: uploadId,
        status: 'complete',
        total_successful_recipients: parsed.valid.length,
        total_failed_recipients: parsed.failed.length,
      };
    },
    async failedUploadRows(caller: Caller, uploadId: string) {
      const upload = await repo.findUpload(caller.accountId, uploadId);
      if (!upload) throw notFound('Upload not found');
      return upload.failed;
    },

    /** Send now, or schedule for a time to come; a draft only, with at least one recipient. */
    async send(caller: Caller, id: number, scheduledAt: Date | undefined) {
      const row = await ownDraft(caller, id);
      if (row.recipients === 0) throw badRequest('Add at least one recipient before sending');
      // Each text spends a credit as it goes (decision 0152); with none left, nothing is sent at all.
      if (row.campaign.requestType === 'sms' && !(await smsCredits.hasCredit(caller.accountId))) {
        throw unprocessable('no_sms_credits', NO_SMS_CREDITS_MESSAGE);
      }
      const later = scheduledAt && scheduledAt.getTime() > Date.now() ? scheduledAt : undefined;
      const moved = await repo.moveCampaign(caller.accountId, id, ['draft'], {
        status: later ? 'scheduled' : 'sending',
        scheduledAt: later ?? null,
      });
      if (!moved) throw conflict('Only a draft campaign can be changed');
      await queues.startCampaign({ accountId: caller.accountId, campaignId: id }, later);
      return toCampaign(await own(caller, id));
    },

    async doNotContact(caller: Caller) {
      return repo.listDoNotContact(caller.accountId);
    },
    async settings(caller: Caller): Promise<RequestSettings> {
      const row = await repo.settings(caller.accountId);
      return { reminder_delay_days: row.reminderDelayDays, contact_frequency_days: row.contactFrequencyDays };
    },
    async saveSettings(caller: Caller, input: RequestSettings): Promise<RequestSettings> {
      await repo.saveSettings(caller.accountId, {
        reminderDelayDays: input.reminder_delay_days,
        contactFrequencyDays: input.contact_frequency_days,
      });
      return input;
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
