import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { locations } from './locations';
import { tenantAccountId } from './tenant';
import { toUserOfAccount } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One review as its source published it. Rows are never deleted by a sync: a review gone at the source is
 * marked removed. responded_at mirrors the published response so that lists and metrics read one table.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    locationId: integer('location_id').notNull(),
    /** A source of the catalogue (modules/sources/catalogue.ts). */
    sourceId: integer('source_id').notNull(),
    /** The source's own id of the review. */
    externalId: text('external_id').notNull(),
    rating: smallint('rating').notNull().default(0),
    authorName: text('author_name'),
    content: text('content'),
    language: text('language'),
    status: text('status', { enum: ['needs_response', 'responded'] })
      .notNull()
      .default('needs_response'),
    sentiment: smallint('sentiment').notNull().default(0),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    url: text('url'),
    removed: boolean('removed').notNull().default(false),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** When the source last changed the review. */
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** First-party feedback's microsurvey answer (decision 0091): its scale and the score given; null otherwise. */
    surveySelectorType: text('survey_selector_type', { enum: ['nps', 'stars', 'thumbs', 'smiles'] }),
    surveyScore: smallint('survey_score'),
    /**
     * First-party feedback stays with the business unless the customer ticked the page's consent to publish it
     * (decision 0114): widgets and other public pages never show a private review.
     */
    private: boolean('private').notNull().default(false),
    /** The consent's words exactly as the customer saw them when they agreed to publication; null otherwise. */
    publishConsent: text('publish_consent'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(author_name, '') || ' ' || coalesce(content, ''))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    foreignKey({
      name: 'reviews_location_id_locations_id_fk',
      columns: [table.accountId, table.locationId],
      foreignColumns: [locations.accountId, locations.id],
    }).onDelete('cascade'),
    uniqueIndex('reviews_source_key').on(table.locationId, table.sourceId, table.externalId, table.accountId),
    // The list's default order and the metrics' scans: index-only for every metric column.
    index('reviews_account_published_idx')
      .on(table.accountId, table.publishedAt.desc(), table.id.desc())
      .where(sql`not removed`),
    index('reviews_location_published_idx')
      .on(table.locationId, table.publishedAt.desc(), table.id.desc())
      .where(sql`not removed`),
    index('reviews_account_rating_idx')
      .on(table.accountId, table.rating, table.publishedAt.desc(), table.id.desc())
      .where(sql`not removed`),
    // search_terms: the words, and each word with its week (migration 0066's function, decision 0175).
    index('reviews_search_terms_idx').using(
      'gin',
      sql`review_search_terms(${table.searchVector}, ${table.publishedAt})`,
    ),
  ],
);

/** Every change of a review: created, edited at the source, removed, answered; by whom (null: a sync). */
export const reviewHistory = pgTable(
  'review_history',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    reviewId: integer('review_id').notNull(),
    change: text('change').notNull(),
    changedByUserId: integer('changed_by_user_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    toUserOfAccount('review_history_changed_by_user_id_users_id_fk', [table.accountId, table.changedByUserId]).onDelete(
      'set null',
    ),
    foreignKey({
      name: 'review_history_review_id_reviews_id_fk',
      columns: [table.accountId, table.reviewId],
      foreignColumns: [reviews.accountId, reviews.id],
    }).onDelete('cascade'),
    index('review_history_review_idx').on(table.reviewId, table.changedAt),
  ],
);

/** The account's answer to a review; at most one per review. */
export const reviewResponses = pgTable(
  'review_responses',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    reviewId: integer('review_id').notNull(),
    sourceId: integer('source_id').notNull(),
    content: text('content').notNull(),
    status: text('status', {
      enum: ['submitting', 'deleting', 'published', 'error_published', 'error_unpublished'],
    }).notNull(),
    statusDescription: text('status_description'),
    readOnly: boolean('read_only').notNull().default(false),
    /** The source's id of the published answer where the source addresses answers by it (a Facebook comment). */
    externalResponseId: text('external_response_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id'),
    /**
     * The audit (decision 0146): the rule that posted it (rules are never removed, only marked deleted, so no key:
     * the rule's table refers to reviews), and for an approved suggestion who suggested it and who approved it.
     */
    ruleId: integer('rule_id'),
    suggestedByUserId: integer('suggested_by_user_id'),
    approvedByUserId: integer('approved_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    toUserOfAccount('review_responses_approved_by_user_id_users_id_fk', [
      table.accountId,
      table.approvedByUserId,
    ]).onDelete('set null'),
    toUserOfAccount('review_responses_suggested_by_user_id_users_id_fk', [
      table.accountId,
      table.suggestedByUserId,
    ]).onDelete('set null'),
    toUserOfAccount('review_responses_created_by_user_id_users_id_fk', [
      table.accountId,
      table.createdByUserId,
    ]).onDelete('set null'),
    foreignKey({
      name: 'review_responses_review_id_reviews_id_fk',
      columns: [table.accountId, table.reviewId],
      foreignColumns: [reviews.accountId, reviews.id],
    }).onDelete('cascade'),
    uniqueIndex('review_responses_review_key').on(table.reviewId, table.accountId),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    uniqueIndex('tags_account_name_key').on(table.accountId, sql`lower(${table.name})`),
  ],
);

export const reviewTags = pgTable(
  'review_tags',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    reviewId: integer('review_id').notNull(),
    tagId: integer('tag_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    foreignKey({
      name: 'review_tags_review_id_reviews_id_fk',
      columns: [table.accountId, table.reviewId],
      foreignColumns: [reviews.accountId, reviews.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'review_tags_tag_id_tags_id_fk',
      columns: [table.accountId, table.tagId],
      foreignColumns: [tags.accountId, tags.id],
    }).onDelete('cascade'),
    uniqueIndex('review_tags_review_tag_key').on(table.reviewId, table.tagId, table.accountId),
    index('review_tags_tag_idx').on(table.tagId),
  ],
);

/**
 * The reviews each user has opened or marked as read (decision 0118): read state is a user's, as an inbox is, so a
 * colleague opening a review leaves it unread for everyone else.
 */
export const reviewReads = pgTable(
  'review_reads',
  {
    accountId: tenantAccountId(),
    userId: integer('user_id').notNull(),
    reviewId: integer('review_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    toUserOfAccount('review_reads_user_id_users_id_fk', [table.accountId, table.userId]).onDelete('cascade'),
    foreignKey({
      name: 'review_reads_review_id_reviews_id_fk',
      columns: [table.accountId, table.reviewId],
      foreignColumns: [reviews.accountId, reviews.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [table.accountId, table.userId, table.reviewId] }),
    index('review_reads_review_idx').on(table.reviewId),
  ],
);

export const responseTemplates = pgTable(
  'response_templates',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    index('response_templates_account_idx').on(table.accountId, table.name),
  ],
);

/**
 * Where each location's sync with each source stands: the connector's cursor, and the reconciliation
 * counts (what the source says it holds against what we hold) so a missing review shows as a difference.
 */
export const reviewSyncStates = pgTable(
  'review_sync_states',
  {
    accountId: tenantAccountId(),
    locationId: integer('location_id').notNull(),
    sourceId: integer('source_id').notNull(),
    /** The location's page at the source (a Google location name, a Facebook Page id, a Yelp business id). */
    externalLocationId: text('external_location_id'),
    cursor: text('cursor'),
    sourceCount: integer('source_count'),
    localCount: integer('local_count').notNull().default(0),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    foreignKey({
      name: 'review_sync_states_location_id_locations_id_fk',
      columns: [table.accountId, table.locationId],
      foreignColumns: [locations.accountId, locations.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [table.locationId, table.sourceId, table.accountId] }),
  ],
);
