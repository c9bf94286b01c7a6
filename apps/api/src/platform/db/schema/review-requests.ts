import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { locations } from './locations';
import { tenantAccountId } from './tenant';

/** A review request template (spec 000 §3 "Template"): what a campaign starts from. */
export const requestTemplates = pgTable(
  'request_templates',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    name: text('name').notNull(),
    requestType: text('request_type', { enum: ['email', 'sms'] }).notNull(),
    layout: text('layout').notNull(),
    subject: text('subject').notNull().default(''),
    content: text('content').notNull(),
    headerText: text('header_text').notNull().default(''),
    headerImage: text('header_image').notNull().default(''),
    useHeaderImage: boolean('use_header_image').notNull().default(false),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** What the template is for (decision 0121): 'location' with the id of one of the account's locations. */
    resourceType: text('resource_type', { enum: ['location'] }),
    resourceId: integer('resource_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.id, table.accountId] })],
);

/** A review request campaign (spec 000 §3 "Campaign draft", §4 draft, then scheduled, sending, sent). */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    locationId: integer('location_id').notNull(),
    requestType: text('request_type', { enum: ['email', 'sms'] }).notNull(),
    layout: text('layout').notNull(),
    templateId: integer('template_id'),
    subject: text('subject').notNull().default(''),
    content: text('content').notNull(),
    headerText: text('header_text').notNull().default(''),
    headerImage: text('header_image').notNull().default(''),
    useHeaderImage: boolean('use_header_image').notNull().default(false),
    senderName: text('sender_name').notNull().default(''),
    senderEmail: text('sender_email').notNull().default(''),
    urlIds: integer('url_ids').array().notNull().default(sql`'{}'`),
    autoSelectSources: boolean('auto_select_sources').notNull().default(true),
    selectorType: text('selector_type').notNull().default('nps'),
    status: text('status', { enum: ['draft', 'scheduled', 'sending', 'sent'] })
      .notNull()
      .default('draft'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    foreignKey({
      name: 'campaigns_location_id_locations_id_fk',
      columns: [table.accountId, table.locationId],
      foreignColumns: [locations.accountId, locations.id],
    }).onDelete('cascade'),
    index('campaigns_location_idx').on(table.accountId, table.locationId),
    index('campaigns_account_idx').on(table.accountId, table.createdAt),
  ],
);

/**
 * One person asked by a campaign: the token is their landing page's, tracking pixel's and link's secret. What
 * happened to the request is a timestamp each, so the history and reports count them.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    campaignId: integer('campaign_id').notNull(),
    token: text('token').notNull(),
    name: text('name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    /** Why it was not sent: do_not_contact, contacted_recently, unsubscribed. */
    skippedReason: text('skipped_reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** The mail job's message id: the outbox's record of it is the e-mail's delivery. */
    mailMessageId: uuid('mail_message_id'),
    /** The SMS provider's message id: its status callbacks name it. */
    smsMessageId: text('sms_message_id'),
    feedbackScore: integer('feedback_score'),
    feedbackText: text('feedback_text'),
    chosenUrlId: integer('chosen_url_id'),
    /** When the contact's consent to texts was recorded, and how: typed (the consent box) or upload (its column). */
    smsConsentAt: timestamp('sms_consent_at', { withTimezone: true }),
    smsConsentSource: text('sms_consent_source', { enum: ['typed', 'upload'] }),
    /** The recipient's own time zone (IANA) for SMS quiet hours; null: the location's. */
    timeZone: text('time_zone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    foreignKey({
      name: 'campaign_recipients_campaign_id_campaigns_id_fk',
      columns: [table.accountId, table.campaignId],
      foreignColumns: [campaigns.accountId, campaigns.id],
    }).onDelete('cascade'),
    uniqueIndex('campaign_recipients_token_key').on(table.token, table.accountId),
    index('campaign_recipients_campaign_idx').on(table.campaignId),
    index('campaign_recipients_contact_idx').on(table.accountId, table.email, table.phone, table.sentAt),
    // The SMS provider's delivery callback finds its recipient by the message's id.
    index('campaign_recipients_sms_idx').on(table.smsMessageId),
  ],
);

/** Addresses and numbers an account never asks again (unsubscribed, STOP, or added by hand). */
export const doNotContact = pgTable(
  'do_not_contact',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    /** A lower-cased e-mail address or a number's ten digits. */
    contact: text('contact').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    uniqueIndex('do_not_contact_account_contact_key').on(table.accountId, table.contact),
  ],
);

/** The account's asking rules (issue 15 §1): the reminder's delay and the contact frequency cap. */
export const requestSettings = pgTable('request_settings', {
  accountId: tenantAccountId().primaryKey(),
  reminderDelayDays: integer('reminder_delay_days').notNull().default(3),
  contactFrequencyDays: integer('contact_frequency_days').notNull().default(30),
});

/** A recipient CSV upload (spec 000 §3 "Upload results", §4): its counts and the rows it refused, downloadable. */
export const recipientUploads = pgTable(
  'recipient_uploads',
  {
    id: uuid('id').notNull(),
    accountId: tenantAccountId(),
    campaignId: integer('campaign_id').notNull(),
    successful: integer('successful').notNull(),
    failed: jsonb('failed')
      .$type<
        {
          row: number;
          name: string;
          email: string;
          phone: string;
          sms_consent?: string;
          time_zone?: string;
          error: string;
        }[]
      >()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    foreignKey({
      name: 'recipient_uploads_campaign_id_campaigns_id_fk',
      columns: [table.accountId, table.campaignId],
      foreignColumns: [campaigns.accountId, campaigns.id],
    }).onDelete('cascade'),
    index('recipient_uploads_campaign_idx').on(table.accountId, table.campaignId),
  ],
);

/** A microsurvey (spec 001 §2): one question on the NPS, Stars, Thumbs Up or Smiling Faces scale, at a public link. */
export const microsurveys = pgTable(
  'microsurveys',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    locationId: integer('location_id').notNull(),
    name: text('name').notNull(),
    selectorType: text('selector_type', { enum: ['nps', 'stars', 'thumbs', 'smiles'] }).notNull(),
    question: text('question').notNull().default(''),
    followUpQuestion: text('follow_up_question').notNull().default(''),
    normalizeStarRating: boolean('normalize_star_rating').notNull().default(false),
    /** The public page's secret: /m/{token}. */
    token: text('token').notNull(),
    createdByUserId: integer('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    foreignKey({
      name: 'microsurveys_location_id_locations_id_fk',
      columns: [table.accountId, table.locationId],
      foreignColumns: [locations.accountId, locations.id],
    }).onDelete('cascade'),
    index('microsurveys_location_idx').on(table.accountId, table.locationId),
    uniqueIndex('microsurveys_token_key').on(table.token, table.accountId),
    index('microsurveys_account_idx').on(table.accountId, table.createdAt),
  ],
);

/** A location's own public landing page and kiosk page (decision 0079): made the first time its tab asks. */
export const locationLandingPages = pgTable(
  'location_landing_pages',
  {
    locationId: integer('location_id').notNull(),
    accountId: tenantAccountId(),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'location_landing_pages_location_id_locations_id_fk',
      columns: [table.accountId, table.locationId],
      foreignColumns: [locations.accountId, locations.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [table.locationId, table.accountId] }),
    uniqueIndex('location_landing_pages_token_key').on(table.token, table.accountId),
  ],
);

/** One answer on a public ask page: a microsurvey's, or (without one) the location landing or kiosk page's. */
export const microsurveyResponses = pgTable(
  'microsurvey_responses',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    locationId: integer('location_id').notNull(),
    microsurveyId: integer('microsurvey_id'),
    selectorType: text('selector_type', { enum: ['nps', 'stars', 'thumbs', 'smiles'] }).notNull(),
    score: integer('score').notNull(),
    feedback: text('feedback').notNull().default(''),
    kiosk: boolean('kiosk').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    foreignKey({
      name: 'microsurvey_responses_location_id_locations_id_fk',
      columns: [table.accountId, table.locationId],
      foreignColumns: [locations.accountId, locations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'microsurvey_responses_microsurvey_id_microsurveys_id_fk',
      columns: [table.accountId, table.microsurveyId],
      foreignColumns: [microsurveys.accountId, microsurveys.id],
    }).onDelete('cascade'),
    index('microsurvey_responses_survey_idx').on(table.microsurveyId, table.createdAt),
    index('microsurvey_responses_location_idx').on(table.accountId, table.locationId, table.createdAt),
  ],
);

/**
 * The next free moment to hand a message to each channel's provider (decision 0104): every worker process takes
 * its turn from this one row, so together they never go faster than the provider's rate. The install has one
 * sending number, so the row is the install's, not an account's.
 */
export const sendRateSlots = pgTable('send_rate_slots', {
  channel: text('channel').primaryKey(),
  nextSlotAt: timestamp('next_slot_at', { withTimezone: true }).notNull(),
});
