import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

const BUCKET = 'repute-files';
let directory: string;
let s3rver: S3rver;
const storages: Record<'local' | 's3', FileStorage> = {} as Record<'local' | 's3', FileStorage>;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'repute-storage-'));
  storages.local = createLocalStorage(path.join(directory, 'local'));
  // A server that speaks the S3 REST protocol on 127.0.0.1, so the AWS SDK client is tested as it runs.
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(directory, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = (await s3rver.run()) as AddressInfo;
  storages.s3 = createS3Storage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});

afterAll(async () => {
  await s3rver?.close();
  await rm(directory, { recursive: true, force: true });
});

const csv = '\ufeffid,name\n1,Zoë\n';

describe.each(['local', 's3'] as const)('%s file storage', (kind) => {
  it('stores a stream, reads it back with its size, and removes it', async () => {
    const storage = storages[kind];
    const bytes = Buffer.from(csv);
    await storage.put('exports/1/2.csv', Readable.from([bytes]), bytes.length, 'text/csv; charset=utf-8');
    expect(await storage.exists('exports/1/2.csv')).toBe(true);
    const file = await storage.get('exports/1/2.csv');
    expect(file?.size).toBe(bytes.length);
    expect(await buffer(file?.body ?? Readable.from([]))).toEqual(bytes);
    await storage.remove('exports/1/2.csv');
    expect(await storage.exists('exports/1/2.csv')).toBe(false);
    expect(await storage.get('exports/1/2.csv')).toBeUndefined();
    await storage.remove('exports/1/2.csv');
  });

  it('answers a missing file as missing', async () => {
    expect(await storages[kind].get('exports/404/none.csv')).toBeUndefined();
    expect(await storages[kind].exists('exports/404/none.csv')).toBe(false);
  });

  it('refuses keys that climb out of its folder', async () => {
    await expect(storages[kind].get('../etc/passwd')).rejects.toThrow(/unsafe storage key/);
  });
});
