import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Session, type TestApp, useTestApp } from '../../../test/test-app';
import { startJobQueues } from '../../app/workers';
import { exportFiles } from '../../platform/db/schema';
import { createLocalStorage } from '../../platform/storage/local-storage';
import { createS3Storage } from '../../platform/storage/s3-storage';

/**
 * Issue 11: expired export files are removed from file storage by the worker's sweep, in a folder and in a bucket
 * (a server that speaks the S3 protocol), and their links keep answering 410.
 */
const BUCKET = 'repute-files';
let directory: string;
let s3rver: S3rver;
let s3Port: number;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'repute-expiry-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(directory, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  s3Port = ((await s3rver.run()) as AddressInfo).port;
});
afterAll(async () => {
  await s3rver?.close();
  await rm(directory, { recursive: true, force: true });
});

const ADMIN = 'admin@northwind.example';
const apps = {
  local: useTestApp({
    logins: { admin: ADMIN },
    app: () => ({ files: createLocalStorage(path.join(directory, 'local')) }),
  }),
  s3: useTestApp({
    logins: { admin: ADMIN },
    app: () => ({
      files: createS3Storage({
        bucket: BUCKET,
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${s3Port}`,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }),
    }),
  }),
};

const workers: PgBoss[] = [];
afterAll(async () => {
  for (const worker of workers) await worker.stop({ graceful: false, close: true });
});

/** An export of the account's groups, run by the export worker to its end. */
async function finishedExport(t: TestApp, admin: Session): Promise<{ id: number; storageKey: string }> {
  const created = await client(t, admin).post(`/api/export_files/${admin.account_id}`, { resource: 'groups' });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  await expect
    .poll(async () => (await client(t, admin).get(`/api/export_files/${id}`)).json().status, { timeout: 30_000 })
    .toBe('complete');
  const [row] = await t.db.select().from(exportFiles).where(eq(exportFiles.id, id));
  if (!row?.storageKey) throw new Error('no file stored');
  return { id, storageKey: row.storageKey };
}

describe.each(Object.entries(apps))('the sweep of expired export files (%s storage)', (_storage, app) => {
  it('removes expired files from storage, keeps the others, and their links answer 410', async () => {
    const { t, sessions } = app;
    const worker = await startJobQueues(t.url, 'worker', () => {});
    workers.push(worker);
    await t.modules.exports.work(worker);
    const expired = await finishedExport(t, sessions.admin);
    const kept = await finishedExport(t, sessions.admin);
    await t.db.execute(sql`update export_files set expires_at = now() - interval '1 minute' where id = ${expired.id}`);
    expect(await t.files.exists(expired.storageKey)).toBe(true);

    expect(await t.services.exportFiles.removeExpired()).toEqual({ removed: 1 });
    expect(await t.files.exists(expired.storageKey)).toBe(false);
    expect(await t.files.exists(kept.storageKey)).toBe(true);
    const gone = await client(t, sessions.admin).get(`/api/fetch-export-file/${expired.id}/file-data`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe('This export has expired. Please export again.');
    expect((await client(t, sessions.admin).get(`/api/export_files/${expired.id}`)).json().file_url).toBeNull();
    expect((await client(t, sessions.admin).get(`/api/fetch-export-file/${kept.id}/file-data`)).statusCode).toBe(200);

    // Swept again: nothing more to remove.
    expect(await t.services.exportFiles.removeExpired()).toEqual({ removed: 0 });
  });
});
