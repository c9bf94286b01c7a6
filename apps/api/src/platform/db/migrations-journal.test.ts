import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The journal is written by hand with each migration (decision 0125), and drizzle's migrator trusts it: it runs
 * the SQL files the journal names, in its order, and only those whose `when` is later than the last one a
 * database has applied. A file left out of the journal never runs; an entry whose `when` is not the latest runs on
 * new databases and is skipped, silently, on every existing one.
 */

type Entry = { idx: number; when: number; tag: string };

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
  entries: Entry[];
};

describe('the migrations journal', () => {
  it('lists every SQL file of the folder once, in the order of their numbers', () => {
    const files = readdirSync(MIGRATIONS)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => name.replace(/\.sql$/, ''))
      .sort();
    expect(journal.entries.map((entry) => entry.tag)).toEqual(files);
  });

  it('numbers its entries from 0 and gives each a later `when` than the one before', () => {
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, index) => index));
    const notLater = journal.entries.filter((entry, index) => entry.when <= (journal.entries[index - 1]?.when ?? 0));
    expect(notLater.map((entry) => entry.tag)).toEqual([]);
  });
});
