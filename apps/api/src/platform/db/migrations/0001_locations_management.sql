CREATE TABLE "location_source_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"phone" text,
	"website" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_urls" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"url" text NOT NULL,
	"request_reviews" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"is_24_hours" boolean DEFAULT false NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "state_id" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "country_id" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "npi_numbers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "status" text DEFAULT 'eligible_not_published' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "issues_muted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "location_source_overrides" ADD CONSTRAINT "location_source_overrides_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_source_overrides" ADD CONSTRAINT "location_source_overrides_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_urls" ADD CONSTRAINT "location_urls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_urls" ADD CONSTRAINT "location_urls_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_hours" ADD CONSTRAINT "special_hours_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_hours" ADD CONSTRAINT "special_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "location_source_overrides_key" ON "location_source_overrides" USING btree ("location_id","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "location_urls_location_source_key" ON "location_urls" USING btree ("location_id","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "special_hours_location_date_key" ON "special_hours" USING btree ("location_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_account_name_key" ON "groups" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "locations_account_place_idx" ON "locations" USING btree ("account_id","google_place_id");