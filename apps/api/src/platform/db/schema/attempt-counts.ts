import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempts counted over a fixed window (failed logins, reset e-mails; decision 0113), shared by every server
 * process. Not a tenant table: the keys are e-mail addresses and client addresses, hashed.
 */
export const attemptCounts = pgTable(
  'attempt_counts',
  {
    keyHash: text('key_hash').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('attempt_counts_window_ends_at_idx').on(table.windowEndsAt)],
);
