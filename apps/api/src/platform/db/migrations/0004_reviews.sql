CREATE TABLE "response_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"change" text NOT NULL,
	"changed_by_user_id" integer,
	"before" jsonb,
	"after" jsonb,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"content" text NOT NULL,
	"status" text NOT NULL,
	"status_description" text,
	"read_only" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_sync_states" (
	"account_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"cursor" text,
	"source_count" integer,
	"local_count" integer DEFAULT 0 NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "review_sync_states_location_id_source_id_pk" PRIMARY KEY("location_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "review_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"rating" smallint DEFAULT 0 NOT NULL,
	"author_name" text,
	"content" text,
	"language" text,
	"status" text DEFAULT 'needs_response' NOT NULL,
	"sentiment" smallint DEFAULT 0 NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"url" text,
	"removed" boolean DEFAULT false NOT NULL,
	"removed_at" timestamp with time zone,
	"published_at" timestamp with time zone NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(author_name, '') || ' ' || coalesce(content, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "response_templates" ADD CONSTRAINT "response_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_history" ADD CONSTRAINT "review_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_history" ADD CONSTRAINT "review_history_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_history" ADD CONSTRAINT "review_history_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_responses" ADD CONSTRAINT "review_responses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_responses" ADD CONSTRAINT "review_responses_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_responses" ADD CONSTRAINT "review_responses_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_sync_states" ADD CONSTRAINT "review_sync_states_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_sync_states" ADD CONSTRAINT "review_sync_states_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_tags" ADD CONSTRAINT "review_tags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_tags" ADD CONSTRAINT "review_tags_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_tags" ADD CONSTRAINT "review_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "response_templates_account_idx" ON "response_templates" USING btree ("account_id","name");--> statement-breakpoint
CREATE INDEX "review_history_review_idx" ON "review_history" USING btree ("review_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_responses_review_key" ON "review_responses" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_tags_review_tag_key" ON "review_tags" USING btree ("review_id","tag_id");--> statement-breakpoint
CREATE INDEX "review_tags_tag_idx" ON "review_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_source_key" ON "reviews" USING btree ("location_id","source_id","external_id");--> statement-breakpoint
-- Hand-added INCLUDE: the dashboard metrics read every column they need from this index alone.
CREATE INDEX "reviews_account_published_idx" ON "reviews" USING btree ("account_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("location_id","source_id","rating","sentiment","responded_at") WHERE not removed;--> statement-breakpoint
CREATE INDEX "reviews_location_published_idx" ON "reviews" USING btree ("location_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not removed;--> statement-breakpoint
CREATE INDEX "reviews_account_rating_idx" ON "reviews" USING btree ("account_id","rating","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not removed;--> statement-breakpoint
CREATE INDEX "reviews_search_idx" ON "reviews" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_account_name_key" ON "tags" USING btree ("account_id",lower("name"));