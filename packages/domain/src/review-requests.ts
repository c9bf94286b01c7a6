import { z } from 'zod';
import { isKnownTimeZone } from './calendar-dates';
import { listQuerySchema } from './list-query';
import { isValidPhone } from './locations';
import { publicFaceShape } from './public-brand';
import { publishConsentField } from './publish-consent';
import { isValidEmail } from './scheduled-exports';
import { idSchema } from './whole-numbers';

/** The ask tool's channels and layouts (spec 000 §3 request_type_id, layout_id). */
export const REQUEST_TYPES = ['email', 'sms'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
export const REQUEST_LAYOUTS = ['standard', 'simple'] as const;

/** The microsurvey a request's feedback placeholder becomes (spec 000 §4: unknown types fall back to nps). */
export const SELECTOR_TYPES = ['nps', 'stars', 'thumbs', 'smiles'] as const;
export type SelectorType = (typeof SELECTOR_TYPES)[number];
export const SELECTOR_TEXT: Record<SelectorType, string> = {
  nps: 'How likely are you to recommend us to a friend or colleague?',
  stars: 'How would you rate your experience with us?',
  thumbs: 'Did you have a good experience with us?',
  smiles: 'How did we do?',
};

/** A selector type as named, or nps for one this version does not know (spec 000 §4). */
export const selectorTypeOf = (name: string): SelectorType =>
  (SELECTOR_TYPES as readonly string[]).includes(name) ? (name as SelectorType) : 'nps';

/**
 * Spec 000 §4: "Feedback placeholder (form %FEEDBACK_...%) in content is replaced by the selector type text". Any
 * name after FEEDBACK_, in any case, so that no spelling of it ever reaches a customer raw.
 */
const FEEDBACK_PLACEHOLDER = /%FEEDBACK_[A-Z0-9_]*%/gi;
export const hasFeedbackPlaceholder = (content: string) => content.search(FEEDBACK_PLACEHOLDER) >= 0;
export function fillFeedbackPlaceholder(content: string, selectorType: string): string {
  return content.replace(FEEDBACK_PLACEHOLDER, SELECTOR_TEXT[selectorTypeOf(selectorType)]);
}

/** Defaults of the asking rules (issue 15 §1): one reminder after 3 days, one request per contact in 30 days. */
export const DEFAULT_REMINDER_DELAY_DAYS = 3;
export const DEFAULT_CONTACT_FREQUENCY_DAYS = 30;
const DAY_MS = 86_400_000;

/** Whether a contact last asked at `lastAskedAt` may be asked again at `now` (never twice within the period). */
export function mayAskAgain(lastAskedAt: Date | null, now: Date, frequencyDays: number): boolean {
  return lastAskedAt === null || now.getTime() - lastAskedAt.getTime() >= frequencyDays * DAY_MS;
}

/** One reminder, to those who neither opened the link nor answered, once the delay has passed since the request. */
export function reminderDue(
  request: { sentAt: Date | null; clickedAt: Date | null; completedAt: Date | null; reminderSentAt: Date | null },
  now: Date,
  delayDays: number,
): boolean {
  if (!request.sentAt || request.reminderSentAt || request.clickedAt || request.completedAt) return false;
  return now.getTime() - request.sentAt.getTime() >= delayDays * DAY_MS;
}

/** The ten digits a phone number is stored and compared as. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

export const recipientInputSchema = z.object({
  name: z.string().trim().max(200).default(''),
  email: z.string().trim().max(320).optional(),
  phone: z.string().trim().max(40).optional(),
  /** The contact agreed to receive text messages (decision 0090): an SMS request needs it. */
  sms_consent: z.boolean().optional(),
  /** The recipient's own time zone (IANA), for SMS quiet hours; absent: the location's. */
  time_zone: z.string().trim().max(64).optional(),
});
export type RecipientInput = z.infer<typeof recipientInputSchema>;

/** What is wrong with one recipient for a channel, or undefined when it can be asked. */
export function recipientProblem(recipient: RecipientInput, requestType: RequestType): string | undefined {
  if (requestType === 'email') {
    if (!recipient.email) return 'E-mail is required';
    if (!isValidEmail(recipient.email)) return 'E-mail is not valid';
  } else {
    if (!recipient.phone) return 'Phone is required';
    if (!isValidPhone(recipient.phone)) return 'Phone must be 10 digits';
    if (recipient.sms_consent !== true) return SMS_CONSENT_REQUIRED;
    if (recipient.time_zone && !isKnownTimeZone(recipient.time_zone)) return 'Time zone is not valid';
  }
  return undefined;
}

/** Why an SMS recipient without recorded consent is refused (decision 0090). */
export const SMS_CONSENT_REQUIRED = 'SMS consent is required';

/** A recipient CSV's sms_consent cell: yes, y, true, 1 or x agree; anything else (empty included) does not. */
export const consentFromCell = (cell: string) => ['yes', 'y', 'true', '1', 'x'].includes(cell.trim().toLowerCase());

/** The recipient template's columns (the CSV a user downloads, fills and uploads). */
export const RECIPIENT_CSV_COLUMNS = ['name', 'email', 'phone', 'sms_consent', 'time_zone'] as const;

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;

const campaignFields = {
  location_id: idSchema,
  request_type_id: z.enum(REQUEST_TYPES),
  layout_id: z.enum(REQUEST_LAYOUTS).default('standard'),
  template_id: idSchema.nullable().optional(),
  subject: z.string().trim().max(200).default(''),
  content: z.string().trim().min(1, 'Content is required').max(5000),
  header_text: z.string().trim().max(200).default(''),
  /** The uploaded header image's address (POST /campaigns/header_image), shown when use_header_image is on. */
  header_image: z.string().trim().max(500).default(''),
  use_header_image: z.boolean().default(false),
  sender_name: z.string().trim().max(100).default(''),
  sender_email: z.union([z.literal(''), z.string().trim().email().max(320)]).default(''),
  url_ids: z.array(idSchema).max(20).default([]),
  auto_select_sources: z.boolean().default(true),
  feedback_configuration: z.object({ selector_type: z.enum(SELECTOR_TYPES) }).default({ selector_type: 'nps' }),
};
export const campaignBodySchema = z.object({ account_id: idSchema.optional(), ...campaignFields });
export type CampaignBody = z.infer<typeof campaignBodySchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  location_id: z.number().int(),
  location_name: z.string(),
  request_type_id: z.enum(REQUEST_TYPES),
  layout_id: z.string(),
  template_id: z.number().int().nullable(),
  subject: z.string(),
  content: z.string(),
  header_text: z.string(),
  header_image: z.string(),
  use_header_image: z.boolean(),
  sender_name: z.string(),
  sender_email: z.string(),
  url_ids: z.array(z.number().int()),
  auto_select_sources: z.boolean(),
  feedback_configuration: z.object({ selector_type: z.string() }),
  status: z.enum(CAMPAIGN_STATUSES),
  scheduled_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  counts: z.object({
    recipients: z.number().int(),
    skipped: z.number().int(),
    sent: z.number().int(),
    delivered: z.number().int(),
    opened: z.number().int(),
    clicked: z.number().int(),
    completed: z.number().int(),
  }),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignsQuerySchema = listQuerySchema().extend({
  account_id: idSchema.optional(),
  status: z.enum(CAMPAIGN_STATUSES).optional(),
});
export type CampaignsQuery = z.infer<typeof campaignsQuerySchema>;

export const campaignSendSchema = z.object({
  /** Absent: send now. A time: schedule. */
  scheduled_at: z.iso.datetime({ offset: true }).optional(),
});

export const recipientsBodySchema = z.object({ recipients: z.array(recipientInputSchema).min(1).max(1000) });

/** Spec 000 §3 "Upload results". */
export const uploadResultSchema = z.object({
  upload_id: z.string(),
  status: z.enum(['idle', 'processing', 'complete', 'error']),
  total_successful_recipients: z.number().int(),
  total_failed_recipients: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const campaignRecipientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  skipped_reason: z.string().nullable(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  opened_at: z.string().nullable(),
  clicked_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  reminder_sent_at: z.string().nullable(),
  /** When the contact's consent to texts was recorded and how (typed or upload); null for e-mail. */
  sms_consent_at: z.string().nullable(),
  sms_consent_source: z.enum(['typed', 'upload']).nullable(),
  time_zone: z.string().nullable(),
});
export type CampaignRecipient = z.infer<typeof campaignRecipientSchema>;

/** The kinds of thing a template can be for (spec 000 §3 "Template" resource_type). */
export const TEMPLATE_RESOURCE_TYPES = ['location'] as const;
/** The largest template metadata, as JSON text. */
export const TEMPLATE_METADATA_MAX_CHARS = 10_000;
const templateMetadataSchema = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => JSON.stringify(value).length <= TEMPLATE_METADATA_MAX_CHARS, {
    message: `At most ${TEMPLATE_METADATA_MAX_CHARS} characters of metadata`,
  });

export const requestTemplateBodySchema = z.object({
  account_id: idSchema.optional(),
  name: z.string().trim().min(1, 'Name is required').max(100),
  request_type_id: z.enum(REQUEST_TYPES),
  layout_id: z.enum(REQUEST_LAYOUTS).default('standard'),
  subject: z.string().trim().max(200).default(''),
  content: z.string().trim().min(1, 'Content is required').max(5000),
  header_text: z.string().trim().max(200).default(''),
  /** The uploaded header image's address (POST /campaigns/header_image), used when use_header_image is on. */
  header_image: z.string().trim().max(500).default(''),
  use_header_image: z.boolean().default(false),
  /** Free notes of the client about the template, kept as sent (decision 0121). */
  metadata: templateMetadataSchema.default({}),
  /** What the template is for: one location of the account, or none (decision 0121). */
  resource_type: z.enum(TEMPLATE_RESOURCE_TYPES).nullable().default(null),
  resource_id: idSchema.nullable().default(null),
});
export type RequestTemplateBody = z.infer<typeof requestTemplateBodySchema>;

export const requestTemplateSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
  request_type_id: z.enum(REQUEST_TYPES),
  request_type_symbol: z.enum(REQUEST_TYPES),
  layout_id: z.string(),
  subject: z.string(),
  content: z.string(),
  header_text: z.string(),
  header_image: z.string(),
  use_header_image: z.boolean(),
  metadata: z.record(z.string(), z.unknown()),
  resource_type: z.enum(TEMPLATE_RESOURCE_TYPES).nullable(),
  resource_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type RequestTemplate = z.infer<typeof requestTemplateSchema>;

export const requestSettingsSchema = z.object({
  reminder_delay_days: z.number().int().min(1).max(30),
  contact_frequency_days: z.number().int().min(1).max(365),
});
export type RequestSettings = z.infer<typeof requestSettingsSchema>;

/** The public review landing page of one request: the location, its review sites, and the feedback form. */
export const landingPageSchema = z.object({
  location_name: z.string(),
  header_text: z.string(),
  /** The campaign's header image when it uses one, else null. */
  header_image: z.string().nullable(),
  ...publicFaceShape,
  selector_type: z.string(),
  question: z.string(),
  sites: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
  completed: z.boolean(),
  /** The words of the unticked box that lets the business publish the feedback (decision 0114). */
  publish_consent_text: z.string(),
});
export type LandingPage = z.infer<typeof landingPageSchema>;

export const landingFeedbackSchema = z.object({
  score: z.number().int().min(0).max(10).optional(),
  feedback: z.string().trim().max(5000).default(''),
  publish_consent: publishConsentField,
});
export const requestTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
