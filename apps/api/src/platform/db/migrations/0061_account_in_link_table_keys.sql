-- Decision 0162 (issue 33 §2, docs/citus.md): a tenant table's primary key carries account_id, the distribution
-- column Citus needs in every unique constraint. These five link tables are leaves (no foreign key points to them)
-- and no query names their key as an ON CONFLICT target, so their keys gain account_id as the last column: the
-- index's leading columns, which every lookup uses, stay as they were. The other tables still keyed without
-- account_id are listed in platform/db/citus-ready.test.ts.
ALTER TABLE "group_locations" DROP CONSTRAINT "group_locations_group_id_location_id_pk";
--> statement-breakpoint
ALTER TABLE "group_locations" ADD CONSTRAINT "group_locations_group_id_location_id_account_id_pk" PRIMARY KEY ("group_id", "location_id", "account_id");
--> statement-breakpoint
ALTER TABLE "bulk_action_locations" DROP CONSTRAINT "bulk_action_locations_pkey";
--> statement-breakpoint
ALTER TABLE "bulk_action_locations" ADD CONSTRAINT "bulk_action_locations_bulk_action_id_location_id_account_id_pk" PRIMARY KEY ("bulk_action_id", "location_id", "account_id");
--> statement-breakpoint
ALTER TABLE "local_search_points" DROP CONSTRAINT "local_search_points_scan_id_point_index_pk";
--> statement-breakpoint
ALTER TABLE "local_search_points" ADD CONSTRAINT "local_search_points_scan_id_point_index_account_id_pk" PRIMARY KEY ("scan_id", "point_index", "account_id");
--> statement-breakpoint
ALTER TABLE "competitor_daily" DROP CONSTRAINT "competitor_daily_competitor_id_source_id_day_pk";
--> statement-breakpoint
ALTER TABLE "competitor_daily" ADD CONSTRAINT "competitor_daily_competitor_id_source_id_day_account_id_pk" PRIMARY KEY ("competitor_id", "source_id", "day", "account_id");
--> statement-breakpoint
ALTER TABLE "location_landing_pages" DROP CONSTRAINT "location_landing_pages_pkey";
--> statement-breakpoint
ALTER TABLE "location_landing_pages" ADD CONSTRAINT "location_landing_pages_location_id_account_id_pk" PRIMARY KEY ("location_id", "account_id");
