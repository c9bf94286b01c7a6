CREATE TABLE "mail_deliveries" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The install's link-signing key: 64 hex characters from two random UUIDs, made once on this database.
INSERT INTO "signing_keys" ("name", "secret") VALUES ('links', encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'hex'));
