import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';
import { startJobQueues } from '../../app/workers';

const {
  t,
  sessions: { admin, manager, emailOnly, limited, trialOwner, other },
} = useTestApp({
  logins: {
    admin: 'admin@northwind.example',
    manager: 'manager@northwind.example',
    emailOnly: 'emailonly@northwind.example',
    limited: 'limited@northwind.example',
    trialOwner: 'owner@bluebird.example',
    other: 'owner@harbor.example',
  },
});

let worker: PgBoss | undefined;

/** The export worker, started when a test first needs exports to run (the first test queues one before it). */
async function startWorker() {
  if (worker) return;
  worker = await startJobQueues(t.url, 'worker', () => {});
  await t.modules.exports.work(worker);
}
afterAll(async () => {
  await worker?.stop({ graceful: false, close: true });
});

type ExportFileBody = { id: number; status: string; status_reason: string | null; file_url: string | null };

/** Polls the export's state until the job has settled it. */
async function settled(session: typeof admin, id: number): Promise<ExportFileBody> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const file = (await client(t, session).get(`/api/export_files/${id}`)).json() as ExportFileBody;
    if (!['pending', 'processing'].includes(file.status) || Date.now() > deadline) return file;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const requestExport = (session: typeof admin, body: Record<string, unknown>, accountId = session.account_id) =>
  client(t, session).post(`/api/export_files/${accountId}`, body);

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });

describe('POST /export_files/{accountId}, GET /export_files/{id}, GET /fetch-export-file/{id}/file-data', () => {
  it('fails with a reason when the job cannot export what was stored', async () => {
    const created = await requestExport(admin, { resource: 'reviews', filters: {} });
    expect(created.statusCode).toBe(201);
    await t.db.execute(sql`update export_files set filters = '{"rating":"nine"}' where id = ${created.json().id}`);
    await startWorker();
    expect(await settled(admin, created.json().id)).toMatchObject({
      status: 'failed',
      status_reason: 'Invalid export filters',
      file_url: null,
    });
  });

  it('exports in a job, then downloads the CSV: BOM, headers, the file name of the day', async () => {
    await startWorker();
    const created = await requestExport(admin, {
      resource: 'reviews',
      filters: { rating: [4, 5], source_id: 1 },
      file_type: 'csv',
      download_options: {},
      request_type: 'reviews',
      send_email: false,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'pending', file_url: null, file_name: `export-${today()}.csv` });
    const file = await settled(admin, created.json().id);
    expect(file).toMatchObject({ status: 'complete', status_reason: null });
    expect(file.file_url).toBe(`/api/fetch-export-file/${file.id}/file-data`);

    const download = await client(t, admin).get(file.file_url ?? '');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="export-${today()}.csv"`);
    expect([...download.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = parse(download.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    const list = (await client(t, admin).get('/api/reviews?rating=4,5&source_id=1')).json();
    expect(lines).toHaveLength(list._total);
    expect(lines[0]).toMatchObject({ id: String(list._embedded.reviews[0].id) });
  });

  it('answers no_results when nothing matches, and has no file', async () => {
    await startWorker();
    const created = await requestExport(admin, { resource: 'reviews', filters: { search_terms: 'qqqzzzxxx' } });
    const file = await settled(admin, created.json().id);
    expect(file).toMatchObject({ status: 'no_results', file_url: null });
    expect((await client(t, admin).get(`/api/fetch-export-file/${file.id}/file-data`)).statusCode).toBe(404);
  });

  it('exports each registered resource', async () => {
    await startWorker();
    for (const resource of ['locations', 'groups', 'metric_locations', 'metric_groups', 'location_performance']) {
      const created = await requestExport(admin, { resource, filters: {} });
      expect({ resource, status: (await settled(admin, created.json().id)).status }).toEqual({
        resource,
        status: 'complete',
      });
    }
  });

  it('e-mails a link when asked to', async () => {
    await startWorker();
    const created = await requestExport(admin, { resource: 'groups', filters: {}, send_email: true });
    const file = await settled(admin, created.json().id);
    expect(file.status).toBe('complete');
    const { rows } = await t.db.execute<{ data: { message: { to: string; text: string } } }>(
      sql`select data from pgboss.job where name = 'mail.send' and data->'message'->>'to' = ${admin.email}`,
    );
    expect(rows.map((row) => row.data.message.text).join('\n')).toContain(
      `http://repute.test/file-downloads/${file.id}`,
    );
  });

  it('keeps an export to the user who asked for it, in their account (404 for anyone else)', async () => {
    await startWorker();
    const created = await requestExport(admin, { resource: 'groups', filters: {} });
    const file = await settled(admin, created.json().id);
    for (const session of [manager, other]) {
      expect((await client(t, session).get(`/api/export_files/${file.id}`)).statusCode).toBe(404);
      expect((await client(t, session).get(`/api/fetch-export-file/${file.id}/file-data`)).statusCode).toBe(404);
    }
    expect((await client(t).get(`/api/fetch-export-file/${file.id}/file-data`)).statusCode).toBe(401);
  });

  it("refuses another account's id in the path or the filters (404)", async () => {
    expect((await requestExport(admin, { resource: 'reviews' }, other.account_id)).statusCode).toBe(404);
    const filtered = await requestExport(admin, { resource: 'reviews', filters: { account_id: other.account_id } });
    expect(filtered.statusCode).toBe(404);
    const metrics = await requestExport(admin, {
      resource: 'metric_groups',
      filters: { account_id: other.account_id },
    });
    expect(metrics.statusCode).toBe(404);
  });

  it('refuses bad input with 400 and the failing field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ resource: 'payroll' }, 'resource'],
      [{ resource: 'reviews', file_type: 'xlsx' }, 'file_type'],
      [{ resource: 'reviews', filters: { rating: 'nine' } }, 'filters.rating'],
      [{ resource: 'reviews', filters: { 'sort[by]': 'author' } }, 'filters.sort[by]'],
      [{ resource: 'reviews', send_email: 'yes' }, 'send_email'],
    ];
    for (const [body, field] of cases) {
      const response = await requestExport(admin, body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(Object.keys(response.json().fields ?? {})).toContain(field);
    }
    expect((await client(t, admin).get('/api/export_files/0')).statusCode).toBe(400);
  });

  it('refuses users without the export permission, and a trial account without trial_export', async () => {
    expect((await requestExport(emailOnly, { resource: 'reviews' })).statusCode).toBe(403);
    const trial = await requestExport(trialOwner, { resource: 'reviews' });
    expect(trial.statusCode).toBe(403);
    expect(trial.json().code).toBe('trial_export');
  });

  it("refuses a resource the user may export but not read: the CSV's own permission (decision 0119)", async () => {
    // A Limited User exports reviews, but reads neither insights nor location scores.
    expect((await requestExport(limited, { resource: 'reviews', filters: {} })).statusCode).toBe(201);
    for (const resource of ['keywords', 'location_performance']) {
      const refused = await requestExport(limited, { resource, filters: {} });
      expect({ resource, status: refused.statusCode, code: refused.json().code }).toEqual({
        resource,
        status: 403,
        code: 'forbidden',
      });
    }
    expect((await client(t, limited).get('/api/location_performance_overview/csv')).statusCode).toBe(403);
    expect((await client(t, limited).get('/api/export/csv/reviews')).statusCode).toBe(200);
  });

  it('answers 410 once the export has expired', async () => {
    await startWorker();
    const created = await requestExport(admin, { resource: 'groups', filters: {} });
    const file = await settled(admin, created.json().id);
    await t.db.execute(sql`update export_files set expires_at = now() - interval '1 minute' where id = ${file.id}`);
    expect((await client(t, admin).get(`/api/export_files/${file.id}`)).json().file_url).toBeNull();
    expect((await client(t, admin).get(`/api/fetch-export-file/${file.id}/file-data`)).statusCode).toBe(410);
  });
});

describe('GET /export/csv/reviews, /export/csv/group_metrics, /export/csv/location_metrics', () => {
  it('streams the CSV of the filters straight to the response', async () => {
    const response = await client(t, admin).get('/api/export/csv/reviews?rating=1&source_id=1,2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="export-${today()}.csv"`);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = parse(response.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    expect(lines).toHaveLength((await client(t, admin).get('/api/reviews?rating=1&source_id=1,2')).json()._total);

    const groups = await client(t, admin).get('/api/export/csv/group_metrics?from=2025-01-01');
    const groupLines = parse(groups.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    const groupList = (await client(t, admin).get(`/api/metrics/${admin.account_id}/group?from=2025-01-01`)).json();
    expect(groupLines.map((line) => line.group_name)).toEqual(
      groupList._embedded.groups.map((group: { group_name: string }) => group.group_name),
    );
    const locations = await client(t, admin).get('/api/export/csv/location_metrics');
    expect(locations.statusCode).toBe(200);
    expect(locations.body).toContain('location_id,location_name,average_rating,total_reviews');
  });

  it('refuses as the lists do: 400, 404, 403, and the trial rule', async () => {
    expect((await client(t, admin).get('/api/export/csv/reviews?rating=9')).statusCode).toBe(400);
    expect(
      (await client(t, admin).get(`/api/export/csv/group_metrics?account_id=${other.account_id}`)).statusCode,
    ).toBe(404);
    expect((await client(t, emailOnly).get('/api/export/csv/reviews')).statusCode).toBe(403);
    expect((await client(t, trialOwner).get('/api/export/csv/location_metrics')).json().code).toBe('trial_export');
    expect((await client(t).get('/api/export/csv/reviews')).statusCode).toBe(401);
  });
});
