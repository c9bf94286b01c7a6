import { integer } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * The account_id every tenant table carries: the scope of every query and the distribution key when
 * sharding by account (ARCHITECTURE §1). Deleting an account deletes its rows.
 */
export function tenantAccountId() {
  return integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });
}
