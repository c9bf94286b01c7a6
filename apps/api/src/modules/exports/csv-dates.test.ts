import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';

/**
 * Issue 34 item 6: one date parser for every query that takes a date. A date beyond the supported ones
 * (1900-01-01 to 2999-12-31, decision 0111) answers 400 naming the parameter on every CSV download, as any other
 * bad date does, instead of reaching PostgreSQL (microsurvey_responses answered 500 with 22009).
 */
const {
  t,
  sessions: { admin },
} = useTestApp({ logins: { admin: 'admin@northwind.example' } });

const FAR_DATES = ['9999-12-31', '0001-01-01'];
const REPORT_DATES = ['start_date', 'end_date'];
/** Every CSV download that reads dates, and the date parameters it reads. */
const CSV_DATES: [path: string, params: string[]][] = [
  ['/api/export/csv/reviews', ['from', 'to']],
  ['/api/export/csv/group_metrics', ['from', 'to', ...REPORT_DATES]],
  ['/api/export/csv/location_metrics', ['from', 'to', ...REPORT_DATES]],
  ['/api/export/csv/microsurvey_responses', ['from', 'to', ...REPORT_DATES]],
  ['/api/location_score/export/groups/csv', REPORT_DATES],
  ['/api/location_score/export/locations/csv', REPORT_DATES],
  ['/api/location_performance_overview/csv', REPORT_DATES],
];

/** The status and the failing fields of a GET. */
async function answer(url: string) {
  const response = await client(t, admin).get(url);
  return { status: response.statusCode, fields: Object.keys(response.json().fields ?? {}) };
}

describe('dates in the CSV downloads', () => {
  it.each(CSV_DATES)('%s answers 400 for dates beyond the supported ones', async (path, params) => {
    for (const param of params) {
      for (const date of FAR_DATES) {
        expect({ param, date, ...(await answer(`${path}?${param}=${date}`)) }).toEqual({
          param,
          date,
          status: 400,
          fields: [`filters.${param}`],
        });
      }
      expect({ param, status: (await client(t, admin).get(`${path}?${param}=2025-06-30`)).statusCode }).toEqual({
        param,
        status: 200,
      });
    }
  });

  it('answers 400 for report months beyond the supported dates', async () => {
    for (const [param, month] of [
      ['month_before', '9999-12'],
      ['month_after', '0001-01'],
    ]) {
      expect(await answer(`/api/location_performance_overview/csv?${param}=${month}`)).toEqual({
        status: 400,
        fields: [`filters.${param}`],
      });
    }
  });

  it("answers 400 for such dates in a microsurvey's summaries", async () => {
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select id from locations where account_id = ${admin.account_id} order by id limit 1`,
    );
    const created = await client(t, admin).post('/api/microsurveys', {
      location_id: rows[0]?.id,
      name: 'Dates NPS',
      selector_type: 'nps',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    for (const param of REPORT_DATES) {
      for (const date of FAR_DATES) {
        const response = await client(t, admin).get(`/api/microsurveys/${id}/summaries?${param}=${date}`);
        expect({ param, date, status: response.statusCode }).toEqual({ param, date, status: 400 });
      }
    }
  });
});
