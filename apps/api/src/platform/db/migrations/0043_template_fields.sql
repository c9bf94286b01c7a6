-- Decision 0121: templates carry spec 000 §3's header image, metadata and the resource they are for.
ALTER TABLE "request_templates" ADD COLUMN "header_image" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "request_templates" ADD COLUMN "use_header_image" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "request_templates" ADD COLUMN "metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "request_templates" ADD COLUMN "resource_type" text;
--> statement-breakpoint
ALTER TABLE "request_templates" ADD COLUMN "resource_id" integer;
