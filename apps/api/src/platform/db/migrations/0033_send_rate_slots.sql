-- The next free moment to hand a message to each channel's provider (decision 0104): all worker processes take
-- their turns from this one row per channel, so together they stay within the provider's rate.
CREATE TABLE "send_rate_slots" (
	"channel" text PRIMARY KEY NOT NULL,
	"next_slot_at" timestamp with time zone NOT NULL
);
