import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { stringify as stringifyNow } from 'csv-stringify/sync';
import type { CsvCopy } from '../../platform/db/copy';
import type { CsvBody } from './csv-definition';

/**
 * Streams a CSV into `output` and ends it: UTF-8 with a byte-order mark (so Excel shows accents), a header line,
 * then the body, waiting whenever the output is full so that a slow reader never makes the rows pile up. When the
 * output fails (a full disk, a client gone), reading stops and the promise rejects with that error.
 */
export function writeCsv(headers: string[], body: CsvBody, output: NodeJS.WritableStream): Promise<{ rows: number }> {
  return 'copy' in body ? writeCsvLines(headers, body.copy, output) : writeCsvRows(headers, body.batches, output);
}

/** The rows turned into CSV here, row by row, by csv-stringify. */
export async function writeCsvRows(
  headers: string[],
  batches: AsyncIterable<(string | number)[][]>,
  output: NodeJS.WritableStream,
): Promise<{ rows: number }> {
  const csv = stringify({ bom: true, header: true, columns: headers });
  let failed: { error: unknown } | undefined;
  const written = pipeline(csv, output);
  // Handled at once: the output may fail while the next batch is being read, long before `written` is awaited.
  written.catch((error: unknown) => {
    failed = { error };
  });
  let rows = 0;
  try {
    for await (const batch of batches) {
      if (failed) break;
      for (const row of batch) {
        rows += 1;
        if (!csv.write(row)) await Promise.race([once(csv, 'drain'), written]);
      }
    }
    csv.end();
  } catch (error) {
    csv.destroy(error instanceof Error ? error : new Error(String(error)));
    await written.catch(() => undefined);
    throw error;
  }
  await written;
  return { rows };
}

/**
 * The lines that PostgreSQL writes (decision 0081), after the byte-order mark and the header line that
 * csv-stringify writes as it does for rows. The COPY's lines go to `output` as they arrive, at its pace.
 */
async function writeCsvLines(
  headers: string[],
  copy: () => Promise<CsvCopy>,
  output: NodeJS.WritableStream,
): Promise<{ rows: number }> {
  const head = stringifyNow([headers], { bom: true });
  const { lines, rows } = await copy();
  await pipeline(async function* csv() {
    try {
      yield Buffer.from(head);
      yield* lines;
    } finally {
      // The output failed, even on the header line: ending the lines early closes the COPY's connection.
      lines.destroy();
    }
  }, output);
  return { rows: await rows };
}
