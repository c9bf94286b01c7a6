CREATE TABLE "widgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"widget_type" text NOT NULL,
	"settings" jsonb NOT NULL,
	"public_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "widgets_widget_type_check" CHECK ("widget_type" in ('teaser', 'full_page', 'star_snapshot', 'location_info'))
);
--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "widgets_public_key" ON "widgets" USING btree ("public_key");--> statement-breakpoint
CREATE INDEX "widgets_account_created_idx" ON "widgets" USING btree ("account_id","created_at" DESC,"id" DESC);
