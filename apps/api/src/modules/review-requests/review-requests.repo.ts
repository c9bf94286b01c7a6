import type { PageWindow } from '@repute/domain';
import { and, asc, count, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  campaignRecipients,
  campaigns,
  doNotContact,
  locations,
  locationUrls,
  mailDeliveries,
  recipientUploads,
  requestSettings,
  requestTemplates,
} from '../../platform/db/schema';

export type TemplateRow = typeof requestTemplates.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;
export type RecipientRow = typeof campaignRecipients.$inferSelect;
export type CampaignValues = Omit<typeof campaigns.$inferInsert, 'id' | 'accountId' | 'createdAt'>;
export type TemplateValues = Omit<typeof requestTemplates.$inferInsert, 'id' | 'accountId' | 'createdAt'>;
export type NewRecipient = Pick<
  typeof campaignRecipients.$inferInsert,
  'name' | 'email' | 'phone' | 'token' | 'smsConsentAt' | 'smsConsentSource' | 'timeZone'
>;
export type FailedRow = {
  row: number;
  name: string;
  email: string;
  phone: string;
  /** As the file had them (older uploads kept none). */
  sms_consent?: string;
  time_zone?: string;
  error: string;
};

/** Counts of what happened to a campaign's requests; delivered e-mail is what the mail outbox accepted. */
const countsOf = {
  recipients: sql<number>`count(${campaignRecipients.id})::int`,
  skipped: sql<number>`count(${campaignRecipients.skippedReason})::int`,
  sent: sql<number>`count(${campaignRecipients.sentAt})::int`,
  delivered: sql<number>`count(coalesce(${campaignRecipients.deliveredAt}, ${mailDeliveries.acceptedAt}))::int`,
  opened: sql<number>`count(${campaignRecipients.openedAt})::int`,
  clicked: sql<number>`count(${campaignRecipients.clickedAt})::int`,
  completed: sql<number>`count(${campaignRecipients.completedAt})::int`,
};
export type CampaignCounts = { [Key in keyof typeof countsOf]: number };

/** The only SQL of the ask tool: every query scoped by account_id, except the public token's own lookups. */
export function createReviewRequestsRepo(db: Database) {
  const ownCampaign = (accountId: number, id: number) => and(eq(campaigns.accountId, accountId), eq(campaigns.id, id));
  const ownTemplate = (accountId: number, id: number) =>
    and(eq(requestTemplates.accountId, accountId), eq(requestTemplates.id, id));

  async function campaignsWithCounts(where: ReturnType<typeof and>, window?: PageWindow) {
    const query = db
      .select({ campaign: campaigns, locationName: locations.name, ...countsOf })
      .from(campaigns)
      .innerJoin(locations, eq(locations.id, campaigns.locationId))
      .leftJoin(campaignRecipients, eq(campaignRecipients.campaignId, campaigns.id))
      .leftJoin(mailDeliveries, eq(mailDeliveries.messageId, campaignRecipients.mailMessageId))
      .where(where)
      .groupBy(campaigns.id, campaigns.accountId, locations.name)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
    return window ? query.limit(window.limit).offset(window.offset) : query;
  }

  return {
    /**
     * Takes the next turn to hand a message to a channel's provider, `spacingMs` after the turn before it (or now,
     * when the channel has been idle), and answers how long to wait for it. One UPDATE of one row: concurrent
     * workers queue on its lock and each leaves with its own turn (decision 0104). Both instants are the database's
     * clock, so the workers' clocks need not agree.
     */
    async reserveSendSlot(channel: 'sms', spacingMs: number): Promise<number> {
      const { rows } = await db.execute<{ wait_ms: number }>(sql`
        insert into send_rate_slots as slots (channel, next_slot_at)
        values (${channel}, clock_timestamp() + ${spacingMs} * interval '1 millisecond')
        on conflict (channel) do update
          set next_slot_at = greatest(slots.next_slot_at, clock_timestamp()) + ${spacingMs} * interval '1 millisecond'
        returning greatest(0, extract(epoch from slots.next_slot_at - clock_timestamp()) * 1000 - ${spacingMs})::float8
          as wait_ms`);
      return rows[0]?.wait_ms ?? 0;
    },
    // Templates
    async listTemplates(accountId: number, { limit, offset }: PageWindow) {
      const where = eq(requestTemplates.accountId, accountId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(requestTemplates)
          .where(where)
          .orderBy(asc(requestTemplates.name), asc(requestTemplates.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(requestTemplates).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    async findTemplate(accountId: number, id: number) {
      const [row] = await db.select().from(requestTemplates).where(ownTemplate(accountId, id));
      return row;
    },
    async insertTemplate(accountId: number, values: TemplateValues) {
      const [row] = await db
        .insert(requestTemplates)
        .values({ accountId, ...values })
        .returning();
      if (!row) throw new Error('template not stored');
      return row;
    },
    async updateTemplate(accountId: number, id: number, values: TemplateValues) {
      const [row] = await db.update(requestTemplates).set(values).where(ownTemplate(accountId, id)).returning();
      return row;
    },
    async removeTemplate(accountId: number, id: number) {
      await db.delete(requestTemplates).where(ownTemplate(accountId, id));
    },

    // Campaigns
    async locationName(accountId: number, locationId: number) {
      const [row] = await db
        .select({ name: locations.name })
        .from(locations)
        .where(and(eq(locations.accountId, accountId), eq(locations.id, locationId)));
      return row?.name;
    },
    /** Of `urlIds`, those that are the location's own review sites. */
    async locationUrlIds(accountId: number, locationId: number, urlIds: number[]) {
      if (urlIds.length === 0) return [];
      const rows = await db
        .select({ id: locationUrls.id })
        .from(locationUrls)
        .where(
          and(
            eq(locationUrls.accountId, accountId),
            eq(locationUrls.locationId, locationId),
            inArray(locationUrls.id, urlIds),
          ),
        );
      return rows.map((row) => row.id);
    },
    /** Whether the account has asked for reviews: a campaign past its draft (setup progress). */
    async campaignsExist(accountId: number) {
      const [row] = await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.accountId, accountId), ne(campaigns.status, 'draft')))
        .limit(1);
      return Boolean(row);
    },
    async listCampaigns(accountId: number, status: CampaignRow['status'] | undefined, window: PageWindow) {
      const where = and(eq(campaigns.accountId, accountId), status ? eq(campaigns.status, status) : undefined);
      const [rows, [total]] = await Promise.all([
        campaignsWithCounts(where, window),
        db.select({ value: count() }).from(campaigns).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    async findCampaign(accountId: number, id: number) {
      const [row] = await campaignsWithCounts(ownCampaign(accountId, id));
      return row;
    },
    async insertCampaign(accountId: number, values: CampaignValues) {
      const [row] = await db
        .insert(campaigns)
        .values({ accountId, ...values })
        .returning();
      if (!row) throw new Error('campaign not stored');
      return row;
    },
    async updateCampaign(accountId: number, id: number, values: Partial<CampaignValues>) {
      const [row] = await db.update(campaigns).set(values).where(ownCampaign(accountId, id)).returning();
      return row;
    },
    async removeCampaign(accountId: number, id: number) {
      await db.delete(campaigns).where(ownCampaign(accountId, id));
    },
    /** Moves a campaign from one status to the next only if it still has the first: a retried job acts once. */
    async moveCampaign(accountId: number, id: number, from: CampaignRow['status'][], values: Partial<CampaignValues>) {
      const [row] = await db
        .update(campaigns)
        .set(values)
        .where(and(ownCampaign(accountId, id), inArray(campaigns.status, from)))
        .returning();
      return row;
    },

    // Recipients
    /**
     * One statement per 20,000 recipients, each column sent as one array and unnested by PostgreSQL: a 100,000-row
     * upload built as rows of parameters spent minutes building and binding them (decision 0093).
     */
    async addRecipients(accountId: number, campaignId: number, recipients: NewRecipient[]) {
      for (let start = 0; start < recipients.length; start += 20_000) {
        const batch = recipients.slice(start, start + 20_000);
        await db.execute(sql`
          insert into ${campaignRecipients}
            (account_id, campaign_id, name, email, phone, token, sms_consent_at, sms_consent_source, time_zone)
          select ${accountId}, ${campaignId}, name, email, phone, token, sms_consent_at, sms_consent_source, time_zone
          from unnest(
            ${sql.param(batch.map((row) => row.name))}::text[], ${sql.param(batch.map((row) => row.email))}::text[],
            ${sql.param(batch.map((row) => row.phone))}::text[], ${sql.param(batch.map((row) => row.token))}::text[],
            ${sql.param(batch.map((row) => row.smsConsentAt?.toISOString() ?? null))}::timestamptz[],
            ${sql.param(batch.map((row) => row.smsConsentSource ?? null))}::text[],
            ${sql.param(batch.map((row) => row.timeZone ?? null))}::text[]
          ) as recipient(name, email, phone, token, sms_consent_at, sms_consent_source, time_zone)`);
      }
    },
    async clearRecipients(accountId: number, campaignId: number) {
      await db
        .delete(campaignRecipients)
        .where(and(eq(campaignRecipients.accountId, accountId), eq(campaignRecipients.campaignId, campaignId)));
    },
    async listRecipients(accountId: number, campaignId: number, { limit, offset }: PageWindow) {
      const where = and(eq(campaignRecipients.accountId, accountId), eq(campaignRecipients.campaignId, campaignId));
      const [rows, [total]] = await Promise.all([
        db
          .select({ recipient: campaignRecipients, acceptedAt: mailDeliveries.acceptedAt })
          .from(campaignRecipients)
          .leftJoin(mailDeliveries, eq(mailDeliveries.messageId, campaignRecipients.mailMessageId))
          .where(where)
          .orderBy(asc(campaignRecipients.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(campaignRecipients).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    /** The ids of a campaign's recipients still to be asked. */
    async pendingRecipientIds(accountId: number, campaignId: number) {
      const rows = await db
        .select({ id: campaignRecipients.id })
        .from(campaignRecipients)
        .where(
          and(
            eq(campaignRecipients.accountId, accountId),
            eq(campaignRecipients.campaignId, campaignId),
            isNull(campaignRecipients.sentAt),
            isNull(campaignRecipients.skippedReason),
          ),
        );
      return rows.map((row) => row.id);
    },
    async recipientWithCampaign(accountId: number, recipientId: number) {
      const [row] = await db
        .select({ recipient: campaignRecipients, campaign: campaigns, location: locations })
        .from(campaignRecipients)
        .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
        .innerJoin(locations, eq(locations.id, campaigns.locationId))
        .where(and(eq(campaignRecipients.accountId, accountId), eq(campaignRecipients.id, recipientId)));
      return row;
    },
    /** When this contact was last asked by the account, by any other request. */
    async lastAskedAt(accountId: number, recipient: Pick<RecipientRow, 'id' | 'email' | 'phone'>) {
      const contact = recipient.email
        ? eq(sql`lower(${campaignRecipients.email})`, recipient.email.toLowerCase())
        : eq(campaignRecipients.phone, recipient.phone ?? '');
      const [row] = await db
        .select({ at: sql<Date | null>`max(${campaignRecipients.sentAt})` })
        .from(campaignRecipients)
        .where(and(eq(campaignRecipients.accountId, accountId), ne(campaignRecipients.id, recipient.id), contact));
      return row?.at ? new Date(row.at) : null;
    },
    async markRecipient(accountId: number, id: number, values: Partial<typeof campaignRecipients.$inferInsert>) {
      const [row] = await db
        .update(campaignRecipients)
        .set(values)
        .where(and(eq(campaignRecipients.accountId, accountId), eq(campaignRecipients.id, id)))
        .returning();
      return row;
    },
    /**
     * Claims a request (or its reminder) for sending: true for the one caller that set it, false when it was
     * already sent, skipped, or (for a reminder) followed or answered since.
     */
    async claim(accountId: number, id: number, reminder: boolean, values: { sentAt: Date } | { reminderSentAt: Date }) {
      const open = reminder
        ? and(
            isNull(campaignRecipients.reminderSentAt),
            isNull(campaignRecipients.clickedAt),
            isNull(campaignRecipients.completedAt),
          )
        : and(isNull(campaignRecipients.sentAt), isNull(campaignRecipients.skippedReason));
      const claimed = await db
        .update(campaignRecipients)
        .set(values)
        .where(and(eq(campaignRecipients.accountId, accountId), eq(campaignRecipients.id, id), open))
        .returning({ id: campaignRecipients.id });
      return claimed.length > 0;
    },
    /** Requests sent before `sentBefore`, never reminded, followed or answered, across accounts (the sweep). */
    async remindable(now: Date) {
      return db
        .select({ id: campaignRecipients.id, accountId: campaignRecipients.accountId })
        .from(campaignRecipients)
        .leftJoin(requestSettings, eq(requestSettings.accountId, campaignRecipients.accountId))
        .where(
          and(
            isNull(campaignRecipients.reminderSentAt),
            isNull(campaignRecipients.clickedAt),
            isNull(campaignRecipients.completedAt),
            lte(
              campaignRecipients.sentAt,
              sql`${now.toISOString()}::timestamptz - make_interval(days => coalesce(${requestSettings.reminderDelayDays}, 3))`,
            ),
          ),
        )
        .limit(1000);
    },

    // Uploads
    async insertUpload(values: typeof recipientUploads.$inferInsert) {
      await db.insert(recipientUploads).values(values);
    },
    async findUpload(accountId: number, id: string) {
      const [row] = await db
        .select()
        .from(recipientUploads)
        .where(and(eq(recipientUploads.accountId, accountId), eq(recipientUploads.id, id)));
      return row;
    },

    // Do not contact and settings
    async isDoNotContact(accountId: number, contacts: string[]) {
      const [row] = await db
        .select({ id: doNotContact.id })
        .from(doNotContact)
        .where(and(eq(doNotContact.accountId, accountId), inArray(doNotContact.contact, contacts)));
      return row !== undefined;
    },
    async addDoNotContact(accountId: number, contact: string, reason: string) {
      await db.insert(doNotContact).values({ accountId, contact, reason }).onConflictDoNothing();
    },
    async removeDoNotContact(accountId: number, contact: string) {
      const removed = await db
        .delete(doNotContact)
        .where(and(eq(doNotContact.accountId, accountId), eq(doNotContact.contact, contact)))
        .returning();
      return removed.length > 0;
    },
    async listDoNotContact(accountId: number) {
      return db
        .select()
        .from(doNotContact)
        .where(eq(doNotContact.accountId, accountId))
        .orderBy(asc(doNotContact.contact));
    },
    async settings(accountId: number) {
      const [row] = await db.select().from(requestSettings).where(eq(requestSettings.accountId, accountId));
      return row ?? { accountId, reminderDelayDays: 3, contactFrequencyDays: 30 };
    },
    async saveSettings(accountId: number, values: { reminderDelayDays: number; contactFrequencyDays: number }) {
      await db
        .insert(requestSettings)
        .values({ accountId, ...values })
        .onConflictDoUpdate({ target: requestSettings.accountId, set: values });
    },

    /** The recipient a signed unsubscribe link names (the signature is the proof, no account to scope by). */
    async recipientForUnsubscribe(id: number) {
      const [row] = await db
        .select({ recipient: campaignRecipients, locationName: locations.name })
        .from(campaignRecipients)
        .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
        .innerJoin(locations, eq(locations.id, campaigns.locationId))
        .where(eq(campaignRecipients.id, id));
      return row;
    },

    async markSmsDelivered(sid: string, at: Date) {
      await db
        .update(campaignRecipients)
        .set({ deliveredAt: at })
        .where(and(eq(campaignRecipients.smsMessageId, sid), isNull(campaignRecipients.deliveredAt)));
    },
    /** A STOP reply: the number goes on the do-not-contact list of every account that has asked it. */
    async optOutPhone(digits: string) {
      const accounts = await db
        .selectDistinct({ accountId: campaignRecipients.accountId })
        .from(campaignRecipients)
        .where(eq(campaignRecipients.phone, digits));
      if (accounts.length === 0) return;
      await db
        .insert(doNotContact)
        .values(accounts.map(({ accountId }) => ({ accountId, contact: digits, reason: 'sms_stop' })))
        .onConflictDoNothing();
    },

    /** A START reply: the number's own STOP is undone everywhere; an unsubscribe or a hand-made entry stays. */
    async optInPhone(digits: string) {
      await db.delete(doNotContact).where(and(eq(doNotContact.contact, digits), eq(doNotContact.reason, 'sms_stop')));
    },

    // The public landing page: the token is the only key (it is the recipient's secret).
    async byToken(token: string) {
      const [row] = await db
        .select({ recipient: campaignRecipients, campaign: campaigns, locationName: locations.name })
        .from(campaignRecipients)
        .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
        .innerJoin(locations, eq(locations.id, campaigns.locationId))
        .where(eq(campaignRecipients.token, token));
      return row;
    },
    /** The review sites a request offers: those chosen, or with auto select the location's request-review URLs. */
    async sitesOf(campaign: Pick<CampaignRow, 'accountId' | 'locationId' | 'urlIds' | 'autoSelectSources'>) {
      const chosen =
        campaign.autoSelectSources || campaign.urlIds.length === 0
          ? undefined
          : inArray(locationUrls.id, campaign.urlIds);
      return db
        .select({
          id: locationUrls.id,
          sourceId: locationUrls.sourceId,
          url: locationUrls.url,
          requestReviews: locationUrls.requestReviews,
        })
        .from(locationUrls)
        .where(
          and(eq(locationUrls.accountId, campaign.accountId), eq(locationUrls.locationId, campaign.locationId), chosen),
        )
        .orderBy(desc(locationUrls.requestReviews), asc(locationUrls.id));
    },
    /** Sets a timestamp the first time only (opened, clicked, completed); whether this call was that first time. */
    async markOnce(token: string, column: 'openedAt' | 'clickedAt' | 'completedAt', at: Date, extra = {}) {
      const marked = await db
        .update(campaignRecipients)
        .set({ [column]: at, ...extra })
        .where(and(eq(campaignRecipients.token, token), isNull(campaignRecipients[column])))
        .returning({ id: campaignRecipients.id });
      return marked.length > 0;
    },
  };
}

export type ReviewRequestsRepo = ReturnType<typeof createReviewRequestsRepo>;
