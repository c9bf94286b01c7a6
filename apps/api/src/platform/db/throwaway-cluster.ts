import pg from 'pg';

/**
 * For a cluster that lives for one test run and is thrown away: its commits need not reach the disk before they
 * return. The seed, every CREATE DATABASE of a test file and every write of the server and its job queue then wait
 * less on a busy machine's disk; nothing under test depends on surviving a crash of the cluster itself.
 * Never call it on a server the run did not start.
 */
export async function skipDurability(url: string): Promise<void> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes']) {
      await client.query(`alter system set ${setting} = off`);
    }
    await client.query('select pg_reload_conf()');
  } finally {
    await client.end();
  }
}
