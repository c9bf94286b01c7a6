-- Decision 0129: a scheduled export may also go to addresses outside the account, when an admin allows it. Each
-- address is stored once per export (lower case), with the moment it left the export from its unsubscribe link.
CREATE TABLE "scheduled_export_outside_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"scheduled_export_id" integer NOT NULL,
	"email" text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduled_export_outside_recipients" ADD CONSTRAINT "scheduled_export_outside_recipients_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "scheduled_export_outside_recipients" ADD CONSTRAINT "scheduled_export_outside_recipients_scheduled_export_id_scheduled_exports_id_fk" FOREIGN KEY ("scheduled_export_id") REFERENCES "public"."scheduled_exports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_export_outside_recipients_address_idx" ON "scheduled_export_outside_recipients" USING btree ("account_id","scheduled_export_id","email");
--> statement-breakpoint
-- The switch, off, for the accounts there are (new ones get it from the defaults).
INSERT INTO "account_settings" ("account_id", "code", "value")
SELECT "id", 'scheduled_export_outside_recipients', 'false' FROM "accounts"
ON CONFLICT DO NOTHING;
