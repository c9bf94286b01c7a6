-- Decision 0169: a write made with a personal API token or an OAuth access token says so on its audit row
-- ('api token rpt_ab12…', 'oauth client Zapier'), so an admin can tell a script from a person. Null for a session.
ALTER TABLE "audit_events" ADD COLUMN "via" text;
