CREATE TABLE "image_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"label" text,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"processed_key" text,
	"low_res_key" text,
	"width" integer,
	"height" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_uploads_status_check" CHECK ("status" in ('uploaded', 'processing', 'complete', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "owner_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"category_rank" integer NOT NULL,
	"file_key" text NOT NULL,
	"low_res_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"high_priority" integer DEFAULT 0 NOT NULL,
	"published_status" text DEFAULT 'pending' NOT NULL,
	"url_id" text,
	"failure" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_photos_category_check" CHECK ("category" in ('LOGO', 'COVER', 'PROFILE')),
	CONSTRAINT "owner_photos_published_status_check" CHECK ("published_status" in ('pending', 'published', 'dead'))
);
--> statement-breakpoint
ALTER TABLE "image_uploads" ADD CONSTRAINT "image_uploads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_photos" ADD CONSTRAINT "owner_photos_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_photos" ADD CONSTRAINT "owner_photos_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "image_uploads_storage_key" ON "image_uploads" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "image_uploads_processed_key" ON "image_uploads" USING btree ("processed_key");--> statement-breakpoint
CREATE INDEX "owner_photos_location_order_idx" ON "owner_photos" USING btree ("account_id","location_id","category_rank","published_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "owner_photos_account_order_idx" ON "owner_photos" USING btree ("account_id","category_rank","published_at" DESC,"id" DESC);
