import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writeCsvRows } from './csv-writer';

async function* batches(count: number, size: number, gate?: () => Promise<void>) {
  for (let batch = 0; batch < count; batch += 1) {
    if (gate) await gate();
    yield Array.from({ length: size }, (_, row) => [batch * size + row, `row ${batch * size + row}`]);
  }
}

describe('writeCsvRows', () => {
  it('writes the BOM, the header and every row to a slow reader, then ends it', async () => {
    const chunks: Buffer[] = [];
    let ended = false;
    const slow = new Writable({
      highWaterMark: 64,
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        setImmediate(done);
      },
      final(done) {
        ended = true;
        done();
      },
    });
    const { rows } = await writeCsvRows(['id', 'name'], batches(20, 50), slow);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(rows).toBe(1000);
    expect(text.startsWith('\ufeffid,name\n0,row 0\n')).toBe(true);
    expect(text.trimEnd().split('\n')).toHaveLength(1001);
    expect(ended).toBe(true);
  });

  it('rejects with the output error while the rows are still being read, and stops reading them', async () => {
    let read = 0;
    const broken = new Writable({
      write(_chunk, _encoding, done) {
        done(new Error('disk full'));
      },
    });
    // Slow batches: the output fails while the next batch is awaited, not while a row is written.
    const slowBatches = batches(1000, 1, async () => {
      read += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    await expect(writeCsvRows(['id', 'name'], slowBatches, broken)).rejects.toThrow('disk full');
    expect(read).toBeLessThan(1000);
  });
});
