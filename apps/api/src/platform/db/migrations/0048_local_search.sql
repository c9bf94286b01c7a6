-- Issue 29, decisions 0138 and 0139: Local Search. A location's tracked keywords with their grid, each scan with its
-- measures kept on the row (the list reads one row a search), one row per grid point with a unique key (scan,
-- point) that a worker claims before it asks the provider, and an account's monthly grid-point budget.
CREATE TABLE "local_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"grid_size" integer NOT NULL,
	"spacing" double precision NOT NULL,
	"spacing_unit" text NOT NULL,
	"center_latitude" double precision NOT NULL,
	"center_longitude" double precision NOT NULL,
	"schedule" text DEFAULT 'weekly' NOT NULL,
	"next_scan_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "local_searches" ADD CONSTRAINT "local_searches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "local_searches" ADD CONSTRAINT "local_searches_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "local_searches_keyword_key" ON "local_searches" USING btree ("account_id","location_id",lower("keyword"));
--> statement-breakpoint
CREATE INDEX "local_searches_due_idx" ON "local_searches" USING btree ("next_scan_at");
--> statement-breakpoint
CREATE TABLE "local_search_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"search_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"points_total" integer NOT NULL,
	"cell_km" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"points_answered" integer,
	"solv" double precision,
	"arp" double precision,
	"atrp" double precision,
	"top_area" double precision,
	"near_area" double precision,
	"far_area" double precision,
	"not_found_area" double precision
);
--> statement-breakpoint
ALTER TABLE "local_search_scans" ADD CONSTRAINT "local_search_scans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "local_search_scans" ADD CONSTRAINT "local_search_scans_search_id_local_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."local_searches"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "local_search_scans_search_idx" ON "local_search_scans" USING btree ("search_id","finished_at" DESC);
--> statement-breakpoint
CREATE INDEX "local_search_scans_month_idx" ON "local_search_scans" USING btree ("account_id","created_at");
--> statement-breakpoint
CREATE TABLE "local_search_points" (
	"scan_id" integer NOT NULL,
	"point_index" integer NOT NULL,
	"account_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"claimed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"rank" integer,
	"above" jsonb,
	CONSTRAINT "local_search_points_scan_id_point_index_pk" PRIMARY KEY("scan_id","point_index")
);
--> statement-breakpoint
ALTER TABLE "local_search_points" ADD CONSTRAINT "local_search_points_scan_id_local_search_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."local_search_scans"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "local_search_points" ADD CONSTRAINT "local_search_points_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "local_search_budgets" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"monthly_points" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "local_search_budgets" ADD CONSTRAINT "local_search_budgets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
