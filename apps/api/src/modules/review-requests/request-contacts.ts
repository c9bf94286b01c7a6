import { pageWindow, type RequestContact, type RequestContactsQuery } from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import type { RequestContactsRepo } from './request-contacts.repo';

/** The compose screen's contact picker (spec 000 §3 "contacts", decision 0092): read with the ask tool's read. */
export function createRequestContacts(repo: RequestContactsRepo) {
  return {
    async list(caller: Caller, query: RequestContactsQuery) {
      await accountInScope(caller, query.account_id);
      const { rows, total } = await repo.list(caller.accountId, query.request_type, query.search, pageWindow(query));
      const contacts: RequestContact[] = rows.map((row) => ({
        ...row,
        last_asked_at: row.last_asked_at?.toISOString() ?? null,
      }));
      return { rows: contacts, total };
    },
  };
}

export type RequestContacts = ReturnType<typeof createRequestContacts>;
