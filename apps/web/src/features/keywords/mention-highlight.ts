/** Where a mention is in the text it is shown in: character offsets, end excluded. */
export type MentionSpan = { start: number; end: number };
export type HighlightSegment = { text: string; marked: boolean };

/**
 * A sentence cut into the pieces to mark and the pieces between them. Spans are clamped to the sentence, sorted,
 * and overlapping ones merged, so each character is shown once.
 */
export function highlightSegments(sentence: string, spans: readonly MentionSpan[]): HighlightSegment[] {
  const clamped = spans
    .map(({ start, end }) => ({ start: Math.max(0, start), end: Math.min(sentence.length, end) }))
    .filter(({ start, end }) => end > start)
    .sort((a, b) => a.start - b.start);
  const segments: HighlightSegment[] = [];
  let cursor = 0;
  for (const span of clamped) {
    if (span.end <= cursor) continue;
    const start = Math.max(span.start, cursor);
    if (start > cursor) segments.push({ text: sentence.slice(cursor, start), marked: false });
    const previous = segments.at(-1);
    if (previous?.marked && start === cursor) previous.text += sentence.slice(start, span.end);
    else segments.push({ text: sentence.slice(start, span.end), marked: true });
    cursor = span.end;
  }
  if (cursor < sentence.length || segments.length === 0) {
    segments.push({ text: sentence.slice(cursor), marked: false });
  }
  return segments;
}
