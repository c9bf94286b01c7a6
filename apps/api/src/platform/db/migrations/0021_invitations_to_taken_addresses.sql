-- Decision 0071: an invitation to an address that a user of another account already has is kept as a pending
-- user of the inviting account that does not own the address, so the admin's answer does not tell that the
-- address has an account elsewhere. Such rows never sign in and leave the address to its owner.
ALTER TABLE "users" ADD COLUMN "address_held_elsewhere" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
DROP INDEX "users_email_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email")) WHERE "users"."shadow_user_id" is null and not "users"."address_held_elsewhere";
--> statement-breakpoint
-- One address once per account, held invitations included (two invitations of one address at once answer 409).
CREATE UNIQUE INDEX "users_account_email_key" ON "users" USING btree ("account_id", lower("email")) WHERE "users"."shadow_user_id" is null;
--> statement-breakpoint
-- Decision 0072: a change of address waits for the new address to confirm it. The user keeps signing in with the
-- old address meanwhile. A new address that another account's user owns gets no token, so it never confirms.
ALTER TABLE "users" ADD COLUMN "pending_email" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email_token_hash" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email_expires_at" timestamp with time zone;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_pending_email_token_key" ON "users" USING btree ("pending_email_token_hash");
