import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';

/**
 * Streams a CSV into `output` and ends it: UTF-8 with a byte-order mark (so Excel shows accents), a header line,
 * then every batch, waiting whenever the output is full so that a slow reader never makes the rows pile up. When
 * the output fails (a full disk, a client gone), reading stops and the promise rejects with that error.
 */
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
