CREATE TABLE "microsurveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"selector_type" text NOT NULL,
	"question" text DEFAULT '' NOT NULL,
	"follow_up_question" text DEFAULT '' NOT NULL,
	"normalize_star_rating" boolean DEFAULT false NOT NULL,
	"token" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_landing_pages" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "microsurvey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"microsurvey_id" integer,
	"selector_type" text NOT NULL,
	"score" integer NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"kiosk" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "microsurveys" ADD CONSTRAINT "microsurveys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsurveys" ADD CONSTRAINT "microsurveys_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_landing_pages" ADD CONSTRAINT "location_landing_pages_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_landing_pages" ADD CONSTRAINT "location_landing_pages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsurvey_responses" ADD CONSTRAINT "microsurvey_responses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsurvey_responses" ADD CONSTRAINT "microsurvey_responses_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsurvey_responses" ADD CONSTRAINT "microsurvey_responses_microsurvey_id_microsurveys_id_fk" FOREIGN KEY ("microsurvey_id") REFERENCES "public"."microsurveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "microsurveys_token_key" ON "microsurveys" USING btree ("token");--> statement-breakpoint
CREATE INDEX "microsurveys_account_idx" ON "microsurveys" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "location_landing_pages_token_key" ON "location_landing_pages" USING btree ("token");--> statement-breakpoint
CREATE INDEX "microsurvey_responses_survey_idx" ON "microsurvey_responses" USING btree ("microsurvey_id","created_at");--> statement-breakpoint
CREATE INDEX "microsurvey_responses_location_idx" ON "microsurvey_responses" USING btree ("account_id","location_id","created_at");
