import type { PhotoCategory, PublishedStatus } from '@repute/domain';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { locations } from './locations';
import { tenantAccountId } from './tenant';

/**
 * An image file sent to POST /upload (spec 000 §7 "Images"): kept under `storage_key` as sent, then processed
 * (validated, normalised, a low-resolution copy made) into `processed_key` and `low_res_key`.
 */
export const imageUploads = pgTable(
  'image_uploads',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    label: text('label'),
    status: text('status', { enum: ['uploaded', 'processing', 'complete', 'failed'] })
      .notNull()
      .default('uploaded'),
    processedKey: text('processed_key'),
    lowResKey: text('low_res_key'),
    width: integer('width'),
    height: integer('height'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    uniqueIndex('image_uploads_storage_key').on(table.storageKey, table.accountId),
    uniqueIndex('image_uploads_processed_key').on(table.processedKey, table.accountId),
  ],
);

/**
 * A location's own photo for its Google business profile (spec 001 §3 "Owner photo"): pending until Google took
 * it (published, with Google's media name in url_id), dead when Google refused it on every attempt.
 */
export const ownerPhotos = pgTable(
  'owner_photos',
  {
    id: serial('id').notNull(),
    accountId: tenantAccountId(),
    locationId: integer('location_id').notNull(),
    sourceId: integer('source_id').notNull(),
    name: text('name').notNull(),
    category: text('category').$type<PhotoCategory>().notNull(),
    categoryRank: integer('category_rank').notNull(),
    fileKey: text('file_key').notNull(),
    lowResKey: text('low_res_key').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    highPriority: integer('high_priority').notNull().default(0),
    publishedStatus: text('published_status').$type<PublishedStatus>().notNull().default('pending'),
    urlId: text('url_id'),
    failure: text('failure'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list's order (photos.repo.ts): undated photos first, as PostgreSQL's DESC alone (drizzle's .desc() is
  // DESC NULLS LAST).
  (table) => [
    primaryKey({ columns: [table.id, table.accountId] }),
    foreignKey({
      name: 'owner_photos_location_id_locations_id_fk',
      columns: [table.accountId, table.locationId],
      foreignColumns: [locations.accountId, locations.id],
    }).onDelete('cascade'),
    index('owner_photos_location_order_idx').on(
      table.accountId,
      table.locationId,
      table.categoryRank,
      table.publishedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('owner_photos_account_order_idx').on(
      table.accountId,
      table.categoryRank,
      table.publishedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
