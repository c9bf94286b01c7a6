-- Issue 29, decision 0155: each tracked search keeps its latest finished scan's measures on its row, written when a
-- scan finishes, so the /local-search list sorts an account's searches without looking up a scan for each.
ALTER TABLE "local_searches"
	ADD COLUMN "latest_scan_id" integer,
	ADD COLUMN "latest_finished_at" timestamp with time zone,
	ADD COLUMN "latest_points_answered" integer,
	ADD COLUMN "latest_solv" double precision,
	ADD COLUMN "latest_arp" double precision,
	ADD COLUMN "latest_atrp" double precision,
	ADD COLUMN "latest_top_area" double precision,
	ADD COLUMN "latest_near_area" double precision,
	ADD COLUMN "latest_far_area" double precision,
	ADD COLUMN "latest_not_found_area" double precision;
--> statement-breakpoint
-- The searches scanned before this migration: the same copy local-search.repo's refreshLatestScans makes.
UPDATE "local_searches" s SET
	"latest_scan_id" = c.id, "latest_finished_at" = c.finished_at, "latest_points_answered" = c.points_answered,
	"latest_solv" = c.solv, "latest_arp" = c.arp, "latest_atrp" = c.atrp, "latest_top_area" = c.top_area,
	"latest_near_area" = c.near_area, "latest_far_area" = c.far_area, "latest_not_found_area" = c.not_found_area
FROM (
	SELECT DISTINCT ON (search_id) search_id, id, finished_at, points_answered, solv, arp, atrp, top_area, near_area,
		far_area, not_found_area
	FROM "local_search_scans" WHERE finished_at IS NOT NULL
	ORDER BY search_id, finished_at DESC
) c
WHERE s.id = c.search_id;
