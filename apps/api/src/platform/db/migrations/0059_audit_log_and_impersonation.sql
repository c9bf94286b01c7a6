-- Issue 31 (decisions 0158, 0159): the audit log and the operator's staff impersonation.
-- audit_events: every change of data or settings and every sign-in, kept per account: who (the user and, when a
-- staff member is acting as them, the staff member too), when, what (the route or the event) and the
-- representation before and after, secrets redacted before they are written.
CREATE TABLE "audit_events" (
	"id" bigserial NOT NULL,
	"account_id" integer NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"actor_email" text,
	"impersonator_user_id" integer,
	"impersonator_email" text,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"resource_id" text,
	"params" jsonb,
	"body" jsonb,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	CONSTRAINT "audit_events_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "audit_events_account_time_idx" ON "audit_events" USING btree ("account_id","occurred_at" DESC);
--> statement-breakpoint
-- The operator's staff: who may open any account as one of its users (granted and revoked with `repute staff`).
CREATE TABLE "staff_grants" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- An impersonation session names the staff member acting and ends by itself at expires_at; it lives only while
-- that member's grant does (auth.repo findSession).
ALTER TABLE "auth_tokens" ADD COLUMN "impersonator_user_id" integer;
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "expires_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A revoked grant ends its impersonation sessions at once: server processes forget the sessions they hold (0009).
CREATE TRIGGER staff_grants_session_change AFTER INSERT OR UPDATE OR DELETE ON staff_grants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
