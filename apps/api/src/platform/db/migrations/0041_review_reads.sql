-- Decision 0118: a review is read or unread for each user, as an inbox is: one row for each review a user has opened
-- or marked as read. Keyed by account first (the distribution key), then the user whose inbox it is.
CREATE TABLE "review_reads" (
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reads_account_id_user_id_review_id_pk" PRIMARY KEY("account_id","user_id","review_id")
);
--> statement-breakpoint
ALTER TABLE "review_reads" ADD CONSTRAINT "review_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "review_reads" ADD CONSTRAINT "review_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "review_reads" ADD CONSTRAINT "review_reads_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "review_reads_review_idx" ON "review_reads" USING btree ("review_id");
