import { sql } from 'drizzle-orm';
import { whitelabels } from '../../platform/db/schema';

/**
 * Whether the account, or the partner account above it, carries white-label settings: a column the session's own
 * query (auth) selects with the account row, so the check is written once, here.
 */
export const isWhitelabelSql = sql<boolean>`exists (select 1 from ${whitelabels} w where w.account_id in (${sql.raw('"accounts"."id"')}, ${sql.raw('"accounts"."parent_id"')}))`;
