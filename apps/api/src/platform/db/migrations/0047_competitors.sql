-- Issue 28, decisions 0136 and 0137: competitors per location, their brands, and their public aggregates per
-- source as a daily history (one row per competitor, source and day).
CREATE TABLE "competitor_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competitor_brands" ADD CONSTRAINT "competitor_brands_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "competitor_brands_account_name_idx" ON "competitor_brands" USING btree ("account_id","name");
--> statement-breakpoint
CREATE TABLE "competitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"brand_id" integer,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"google_place_id" text,
	"yelp_business_id" text,
	"status" text NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_brand_id_competitor_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."competitor_brands"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "competitors_account_location_idx" ON "competitors" USING btree ("account_id","location_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "competitors_location_place_idx" ON "competitors" USING btree ("location_id","google_place_id") WHERE google_place_id is not null;
--> statement-breakpoint
CREATE TABLE "competitor_daily" (
	"competitor_id" integer NOT NULL,
	"source_id" smallint NOT NULL,
	"day" date NOT NULL,
	"account_id" integer NOT NULL,
	"rating" real,
	"review_count" integer NOT NULL,
	"response_rate" real,
	CONSTRAINT "competitor_daily_competitor_id_source_id_day_pk" PRIMARY KEY("competitor_id","source_id","day")
);
--> statement-breakpoint
ALTER TABLE "competitor_daily" ADD CONSTRAINT "competitor_daily_competitor_id_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "competitor_daily" ADD CONSTRAINT "competitor_daily_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The trend's read of whole days of an account: covering, so it never visits the table (decision 0137).
CREATE INDEX "competitor_daily_account_day_idx" ON "competitor_daily" USING btree ("account_id","day") INCLUDE ("competitor_id","source_id","rating","review_count");
