CREATE TABLE "listing_directories" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"directory_code" text NOT NULL,
	"claimed" boolean DEFAULT true NOT NULL,
	"listing_url" text,
	"scanned" jsonb,
	"last_checked_at" timestamp with time zone,
	"last_published_at" timestamp with time zone,
	"publish_due_at" timestamp with time zone,
	"publishing" boolean DEFAULT false NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_changes" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_directories" ADD CONSTRAINT "listing_directories_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_directories" ADD CONSTRAINT "listing_directories_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_changes" ADD CONSTRAINT "listing_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_changes" ADD CONSTRAINT "listing_changes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_directories_location_directory_key" ON "listing_directories" USING btree ("location_id","directory_code");--> statement-breakpoint
CREATE INDEX "listing_directories_account_location_idx" ON "listing_directories" USING btree ("account_id","location_id");--> statement-breakpoint
CREATE INDEX "listing_directories_due_idx" ON "listing_directories" USING btree ("publish_due_at");
