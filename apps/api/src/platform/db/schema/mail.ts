import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Messages an SMTP server (or the outbox folder) has accepted, by the id their job carries: the mail job checks it
 * before sending, so a job that runs again after a crash never sends its message twice.
 */
export const mailDeliveries = pgTable('mail_deliveries', {
  messageId: uuid('message_id').primaryKey(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Secrets the install makes for itself, kept in the one stateful service so every server and worker shares them:
 * 'links' signs the unsubscribe links of e-mails. The migration that creates the table creates the key.
 */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
