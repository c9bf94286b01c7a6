import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { analyseLines, createTextAnalyser } from '@repute/text-analysis';

/** `repute analyse`: text (or JSON lines with `text`) on stdin, one analysis per line on stdout, base model. */
export async function analyse(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { vertical: { type: 'string' } } });
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of analyseLines(lines, createTextAnalyser(), values.vertical ?? null)) {
    process.stdout.write(`${line}\n`);
  }
}
