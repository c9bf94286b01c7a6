import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';

/**
 * Streams a CSV into `output` and ends it: UTF-8 with a byte-order mark (so Excel shows accents), a header line,
 * then every batch, waiting whenever the output is full so that a slow reader never makes the rows pile up.
 */
export async function writeCsvRows(
  headers: string[],
  batches: AsyncIterable<(string | number)[][]>,
  output: NodeJS.WritableStream,
): Promise<{ rows: number }> {
  const csv = stringify({ bom: true, header: true, columns: headers });
  const written = pipeline(csv, output);
  let rows = 0;
  try {
    for await (const batch of batches) {
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
