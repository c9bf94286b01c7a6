import type { TextAnalyser } from './analyser';

type LineInput = { id?: unknown; text: string; vertical: string | null };

/** A line is a JSON object with a string `text` (and optional `vertical` and `id`), or else the text itself. */
function readLine(line: string, defaultVertical: string | null): LineInput {
  if (line.trimStart().startsWith('{')) {
    try {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      if (parsed && typeof parsed.text === 'string') {
        return {
          id: parsed.id,
          text: parsed.text,
          vertical: typeof parsed.vertical === 'string' ? parsed.vertical : defaultVertical,
        };
      }
    } catch {
      // Not JSON after all: text that happens to start with a brace.
    }
  }
  return { text: line, vertical: defaultVertical };
}

/**
 * `repute analyse`: one JSON line out for each non-blank line in, carrying the input's `id` back when it had one.
 */
export async function* analyseLines(
  lines: AsyncIterable<string>,
  analyser: TextAnalyser,
  defaultVertical: string | null = null,
): AsyncGenerator<string> {
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const input = readLine(line, defaultVertical);
    const analysis = analyser.analyse(input.text, input.vertical);
    yield JSON.stringify(input.id === undefined ? analysis : { id: input.id, ...analysis });
  }
}
