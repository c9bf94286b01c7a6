import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** Opening hours of spec 001 §3 "Hours": monday to sunday, HH:mm on the wire. */
export type WeekHours = Record<
  'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday',
  { open: boolean; is_24_hours: boolean; hours: { open_time: string; close_time: string }[] }
>;

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    publicName: text('public_name'),
    address: text('address'),
    address2: text('address_2'),
    city: text('city'),
    state: text('state'),
    stateCode: text('state_code'),
    country: text('country').notNull().default('United States'),
    zipcode: text('zipcode'),
    phone: text('phone'),
    website: text('website'),
    externalId: text('external_id'),
    googlePlaceId: text('google_place_id'),
    categoryName: text('category_name'),
    openStatus: text('open_status', { enum: ['active', 'temporarily_inactive', 'inactive'] })
      .notNull()
      .default('active'),
    isHeadquarters: boolean('is_headquarters').notNull().default(false),
    hours: jsonb('hours').$type<WeekHours>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('locations_account_name_idx').on(table.accountId, table.name)],
);

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('groups_account_name_idx').on(table.accountId, table.name)],
);

export const groupLocations = pgTable(
  'group_locations',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.locationId] }),
    index('group_locations_location_idx').on(table.locationId),
  ],
);
