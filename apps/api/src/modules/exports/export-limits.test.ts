import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { client, type Session, useTestApp } from '../../../test/test-app';
import { EXPORT_FILE_QUEUE } from './export-files.service';
import type { ExportFileJob } from './export-job';
import {
  ACCOUNT_EXPORT_LIMIT_MESSAGE,
  EXPORTS_IN_FLIGHT_PER_ACCOUNT,
  EXPORTS_IN_FLIGHT_PER_USER,
  USER_EXPORT_LIMIT_MESSAGE,
} from './export-limits';

/**
 * Issue 34 item 3: exports in flight are limited per user and per account (429), the same request in flight is
 * shared, and the queue hands the exports out fairly across accounts. No export worker runs in this file: what is
 * requested stays in flight, and the tests take the jobs from the queue themselves.
 */
const { t, sessions } = useTestApp({
  logins: {
    admin: 'admin@northwind.example',
    manager: 'manager@northwind.example',
    user: 'user@northwind.example',
    limited: 'limited@northwind.example',
    readonly: 'readonly@northwind.example',
    other: 'owner@harbor.example',
  },
});

let distinct = 0;
/** A reviews export no other request of the file asks for (identical ones would be shared). */
const requestExport = (session: Session, filters: Record<string, unknown> = { search_terms: `term ${++distinct}` }) =>
  client(t, session).post(`/api/export_files/${session.account_id}`, { resource: 'reviews', filters });

/** Settles every export still in flight, as if the worker had finished them all. */
const settleAll = () => t.db.execute(sql`update export_files set status = 'complete' where status = 'pending'`);
afterEach(settleAll);

describe('exports in flight', () => {
  it("answers 429 with a message past a user's limit, and takes the user's next export once one has settled", async () => {
    const { readonly } = sessions;
    for (let i = 0; i < EXPORTS_IN_FLIGHT_PER_USER; i++) expect((await requestExport(readonly)).statusCode).toBe(201);
    const refused = await requestExport(readonly);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests', message: USER_EXPORT_LIMIT_MESSAGE });
    // Another user of the account is not held back by this one.
    expect((await requestExport(sessions.admin)).statusCode).toBe(201);
    await settleAll();
    expect((await requestExport(readonly)).statusCode).toBe(201);
  });

  it('lets no more than the limit through when a user asks for many at once', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => requestExport(sessions.manager)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(EXPORTS_IN_FLIGHT_PER_USER);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - EXPORTS_IN_FLIGHT_PER_USER);
  });

  it("answers 429 with a message past the account's limit, whoever asks", async () => {
    const fillers = [sessions.admin, sessions.manager, sessions.user, sessions.limited];
    expect(fillers.length * EXPORTS_IN_FLIGHT_PER_USER).toBe(EXPORTS_IN_FLIGHT_PER_ACCOUNT);
    for (const session of fillers) {
      for (let i = 0; i < EXPORTS_IN_FLIGHT_PER_USER; i++) expect((await requestExport(session)).statusCode).toBe(201);
    }
    const refused = await requestExport(sessions.readonly);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(ACCOUNT_EXPORT_LIMIT_MESSAGE);
    // Another account is not held back by this one.
    expect((await requestExport(sessions.other)).statusCode).toBe(201);
  });

  it('answers the same request in flight with the export already asked for, and a settled one anew', async () => {
    const { admin, manager } = sessions;
    const filters = { rating: [4, 5], search_terms: 'shared' };
    const first = await requestExport(admin, filters);
    expect(first.statusCode).toBe(201);
    // The same filters in another order are the same request.
    const again = await requestExport(admin, { search_terms: 'shared', rating: [4, 5] });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    // Another user's, or other filters, are exports of their own.
    expect((await requestExport(manager, filters)).json().id).not.toBe(first.json().id);
    expect((await requestExport(admin, { ...filters, rating: [5] })).json().id).not.toBe(first.json().id);
    const { rows } = await t.db.execute<{ jobs: number }>(
      sql`select count(*)::int as jobs from pgboss.job where name = ${EXPORT_FILE_QUEUE} and (data->>'id')::int = ${first.json().id}`,
    );
    expect(rows[0]?.jobs).toBe(1);

    await settleAll();
    const later = await requestExport(admin, filters);
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first.json().id);
  });
});

describe('the export queue', () => {
  it("hands another account's single export out before the second of an account with many queued", async () => {
    const { admin, manager, other } = sessions;
    // Jobs of the earlier tests, whose exports were settled by hand, leave the queue first.
    await t.db.execute(sql`delete from pgboss.job where name = ${EXPORT_FILE_QUEUE}`);
    for (let i = 0; i < 3; i++) await requestExport(admin);
    await requestExport(manager);
    await requestExport(other);

    // One worker slot: the jobs one at a time, in the order the queue gives them out.
    const order: number[] = [];
    for (let i = 0; i < 5; i++) {
      const [job] = await t.boss.fetch<ExportFileJob>(EXPORT_FILE_QUEUE);
      if (!job) throw new Error('the queue ran out of exports');
      order.push(job.data.accountId);
    }
    expect(order).toEqual([admin.account_id, other.account_id, ...Array(3).fill(admin.account_id)]);
  });
});
