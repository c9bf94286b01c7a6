import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedDatabase, socketDirectory, startEmbeddedPostgres } from './embedded';

/** The address the server saw the connection come to: null over a Unix socket. */
async function serverAddress(url: string): Promise<string | null> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const { rows } = await client.query<{ address: string | null }>('select host(inet_server_addr()) as address');
    return rows[0]?.address ?? null;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL', () => {
  let dataDir: string;
  let database: EmbeddedDatabase;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'repute-embedded-'));
    database = await startEmbeddedPostgres(dataDir);
  }, 120_000);

  afterAll(async () => {
    await database?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('gives a URL that reaches it over the Unix socket in its cluster directory', async () => {
    const url = new URL(database.url);
    expect(url.searchParams.get('host')).toBe(path.join(dataDir, 'postgres'));
    expect(await serverAddress(database.url)).toBeNull();
  });

  it('still listens on 127.0.0.1, where a one-shot command beside a running server is sent', async () => {
    const url = new URL(database.url);
    const password = (await readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
    const told = `postgres://repute:${password}@127.0.0.1:${url.port}/postgres`;
    expect(await serverAddress(told)).toBe('127.0.0.1');
  });
});

describe('the socket directory', () => {
  it('is the cluster directory when the socket path fits in sun_path', () => {
    expect(socketDirectory('/var/lib/repute/postgres', 65_535)).toBe('/var/lib/repute/postgres');
  });

  it('is none when the socket path would be longer than 107 bytes, or the name cannot be listed', () => {
    const fits = `/${'d'.repeat(107 - '/.s.PGSQL.65535'.length - 1)}`;
    expect(socketDirectory(fits, 65_535)).toBe(fits);
    expect(socketDirectory(`${fits}x`, 65_535)).toBeUndefined();
    expect(socketDirectory('/srv/repute,old/postgres', 5432)).toBeUndefined();
    expect(socketDirectory('/srv/"repute"/postgres', 5432)).toBeUndefined();
  });
});
