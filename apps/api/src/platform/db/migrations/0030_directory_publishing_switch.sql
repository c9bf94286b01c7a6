-- Decision 0097: a directory override's `enabled` is now only the directory's publishing switch. Until now the
-- location form wrote `enabled = false` when both of a directory's phone and website were unchecked (nothing else
-- in the app wrote it), which would now read as "stop publishing to this directory": those rows are switched on.
UPDATE location_source_overrides SET enabled = true WHERE enabled = false AND phone IS NULL AND website IS NULL;
