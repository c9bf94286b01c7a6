import type { PageWindow, RequestType } from '@repute/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';

export type ContactRow = { name: string; email: string | null; phone: string | null; last_asked_at: Date | null };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The account's known contacts for the compose screen's picker (decision 0092): everyone its campaigns have held as
 * recipients, one row per e-mail address (lower-cased, as the cap and do-not-contact compare it) or phone number,
 * named as most recently, without those on the do-not-contact list (a send would skip them). Searched in name,
 * e-mail and phone; ordered by name.
 */
export function createRequestContactsRepo(db: Database) {
  const contactsOf = (accountId: number, requestType: RequestType, search: string) => {
    const key = requestType === 'email' ? sql`lower(r.email)` : sql`r.phone`;
    const pattern = `%${escapeLike(search)}%`;
    const matches = search
      ? sql`and (r.name ilike ${pattern} or r.email ilike ${pattern} or r.phone ilike ${pattern})`
      : sql``;
    return sql`
      select distinct on (${key}) ${key} as contact, r.name, r.email, r.phone,
        max(r.sent_at) over (partition by ${key}) as last_asked_at
      from campaign_recipients r
      where r.account_id = ${accountId} and coalesce(${key}, '') <> '' ${matches}
        and not exists (select 1 from do_not_contact d where d.account_id = ${accountId} and d.contact = ${key})
      order by ${key}, r.id desc`;
  };

  return {
    async list(accountId: number, requestType: RequestType, search: string, { limit, offset }: PageWindow) {
      const contacts = contactsOf(accountId, requestType, search);
      const [page, total] = await Promise.all([
        db.execute<ContactRow>(sql`
          select name, email, phone, last_asked_at from (${contacts}) c
          order by lower(name), contact limit ${limit} offset ${offset}`),
        db.execute<{ total: number }>(sql`select count(*)::int as total from (${contacts}) c`),
      ]);
      const rows = page.rows.map((row) => ({
        ...row,
        last_asked_at: row.last_asked_at ? new Date(row.last_asked_at) : null,
      }));
      return { rows, total: total.rows[0]?.total ?? 0 };
    },
  };
}

export type RequestContactsRepo = ReturnType<typeof createRequestContactsRepo>;
