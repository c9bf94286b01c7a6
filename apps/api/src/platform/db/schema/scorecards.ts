import type { PlaceSummary, ScorecardGrade, ScorecardStandards } from '@repute/domain';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { tenantAccountId } from './tenant';
import { toUserOfAccount } from './users';

/** An account's own scorecard standards (decision 0142); without a row the defaults apply. */
export const scorecardStandards = pgTable(
  'scorecard_standards',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    standards: jsonb('standards').$type<ScorecardStandards>().notNull(),
    updatedByUserId: integer('updated_by_user_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    toUserOfAccount('scorecard_standards_updated_by_user_id_users_id_fk', [
      table.accountId,
      table.updatedByUserId,
    ]).onDelete('set null'),
  ],
);

/** A competitor near the prospect, as graded when the request was made. */
export type StoredCompetitor = PlaceSummary & Pick<ScorecardGrade, 'grade' | 'passed' | 'measured'>;

/**
 * A partner's scorecard of a prospect (decision 0142): what public data said and the grade, kept as they were when
 * the partner made it, so the page the prospect opens is the one the partner saw and sends.
 */
export const scorecardRequests = pgTable(
  'scorecard_requests',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    publicId: text('public_id').notNull(),
    businessName: text('business_name').notNull(),
    address: text('address').notNull(),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    message: text('message'),
    place: jsonb('place').$type<PlaceSummary>(),
    scorecard: jsonb('scorecard').$type<ScorecardGrade>().notNull(),
    competitors: jsonb('competitors').$type<StoredCompetitor[]>().notNull(),
    createdByUserId: integer('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    toUserOfAccount('scorecard_requests_created_by_user_id_users_id_fk', [
      table.accountId,
      table.createdByUserId,
    ]).onDelete('set null'),
    uniqueIndex('scorecard_requests_public_id_idx').on(table.publicId, table.accountId),
    index('scorecard_requests_account_idx').on(table.accountId, table.createdAt.desc().nullsFirst()),
  ],
);

/** Prescriptive insights an account dismissed (hidden_until null) or snoozed (decision 0143). */
export const insightDismissals = pgTable(
  'insight_dismissals',
  {
    accountId: tenantAccountId(),
    insightKey: text('insight_key').notNull(),
    hiddenUntil: timestamp('hidden_until', { withTimezone: true }),
    dismissedByUserId: integer('dismissed_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.insightKey] }),
    toUserOfAccount('insight_dismissals_dismissed_by_user_id_users_id_fk', [
      table.accountId,
      table.dismissedByUserId,
    ]).onDelete('set null'),
  ],
);
