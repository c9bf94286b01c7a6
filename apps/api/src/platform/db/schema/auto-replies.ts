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
} from 'drizzle-orm/pg-core';
import { reviews } from './reviews';
import { tenantAccountId } from './tenant';
import { toUserOfAccount } from './users';

/** What a rule is, as saved (the domain's AutoReplyRuleSnapshot); kept whole so each version is one row. */
type RuleDefinition = Record<string, unknown>;
type Flagged = { category: 'legal_threat' | 'health_claim'; phrase: string }[];

/**
 * Auto-reply rules (issue 32 §2, decision 0146). A deleted rule is kept (deleted_at) so that the replies it posted
 * still name it. `turn` counts its replies, which pick its templates in turn.
 */
export const autoReplyRules = pgTable(
  'auto_reply_rules',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    definition: jsonb('definition').$type<RuleDefinition>().notNull(),
    version: integer('version').notNull().default(1),
    turn: integer('turn').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    index('auto_reply_rules_account_idx').on(table.accountId).where(sql`deleted_at is null`),
  ],
);

/** Every saved state of a rule: its history. */
export const autoReplyRuleVersions = pgTable(
  'auto_reply_rule_versions',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    ruleId: integer('rule_id').notNull(),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<RuleDefinition>().notNull(),
    changedByUserId: integer('changed_by_user_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    toUserOfAccount('auto_reply_rule_versions_changed_by_user_id_users_id_fk', [
      table.accountId,
      table.changedByUserId,
    ]).onDelete('set null'),
    foreignKey({
      name: 'auto_reply_rule_versions_rule_id_auto_reply_rules_id_fk',
      columns: [table.accountId, table.ruleId],
      foreignColumns: [autoReplyRules.accountId, autoReplyRules.id],
    }).onDelete('cascade'),
    uniqueIndex('auto_reply_rule_versions_rule_version_key').on(table.ruleId, table.version, table.accountId),
  ],
);

/** What a rule did with one review; a review is taken by one rule at most, once. */
export const autoReplyRuns = pgTable(
  'auto_reply_runs',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    ruleId: integer('rule_id').notNull(),
    reviewId: integer('review_id').notNull(),
    status: text('status', {
      enum: ['scheduled', 'posted', 'queued_for_approval', 'held_for_person', 'skipped'],
    }).notNull(),
    reason: text('reason'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    foreignKey({
      name: 'auto_reply_runs_rule_id_auto_reply_rules_id_fk',
      columns: [table.accountId, table.ruleId],
      foreignColumns: [autoReplyRules.accountId, autoReplyRules.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'auto_reply_runs_review_id_reviews_id_fk',
      columns: [table.accountId, table.reviewId],
      foreignColumns: [reviews.accountId, reviews.id],
    }).onDelete('cascade'),
    uniqueIndex('auto_reply_runs_review_key').on(table.reviewId, table.accountId),
    index('auto_reply_runs_rule_idx').on(table.ruleId, table.createdAt),
  ],
);

/** A reply waiting for an approver: a suggest-only user's, or a rule's that needs approval or met flagged wording. */
export const replySuggestions = pgTable(
  'reply_suggestions',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    reviewId: integer('review_id').notNull(),
    content: text('content').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    suggestedByUserId: integer('suggested_by_user_id'),
    ruleId: integer('rule_id'),
    flagged: jsonb('flagged').$type<Flagged>().notNull().default([]),
    decidedByUserId: integer('decided_by_user_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    toUserOfAccount('reply_suggestions_decided_by_user_id_users_id_fk', [
      table.accountId,
      table.decidedByUserId,
    ]).onDelete('set null'),
    toUserOfAccount('reply_suggestions_suggested_by_user_id_users_id_fk', [
      table.accountId,
      table.suggestedByUserId,
    ]).onDelete('set null'),
    foreignKey({
      name: 'reply_suggestions_review_id_reviews_id_fk',
      columns: [table.accountId, table.reviewId],
      foreignColumns: [reviews.accountId, reviews.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'reply_suggestions_rule_id_auto_reply_rules_id_fk',
      columns: [table.accountId, table.ruleId],
      foreignColumns: [autoReplyRules.accountId, autoReplyRules.id],
    }).onDelete('set null'),
    index('reply_suggestions_review_idx').on(table.accountId, table.reviewId),
    index('reply_suggestions_rule_idx').on(table.accountId, table.ruleId),
    index('reply_suggestions_account_status_idx').on(table.accountId, table.status, table.createdAt),
  ],
);

/** A review disputed with its source (decision 0147), tracked to the source's decision. */
export const reviewDisputes = pgTable(
  'review_disputes',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    reviewId: integer('review_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details').notNull(),
    evidenceUrl: text('evidence_url'),
    status: text('status', { enum: ['submitted', 'in_review', 'removed', 'kept', 'withdrawn'] })
      .notNull()
      .default('submitted'),
    outcomeNote: text('outcome_note'),
    createdByUserId: integer('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    toUserOfAccount('review_disputes_created_by_user_id_users_id_fk', [
      table.accountId,
      table.createdByUserId,
    ]).onDelete('set null'),
    foreignKey({
      name: 'review_disputes_review_id_reviews_id_fk',
      columns: [table.accountId, table.reviewId],
      foreignColumns: [reviews.accountId, reviews.id],
    }).onDelete('cascade'),
    index('review_disputes_review_idx').on(table.reviewId, table.createdAt),
  ],
);
