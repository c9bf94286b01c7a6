import type { KeywordMention } from '@repute/domain';

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

/** A sentence of a review with the mentions to mark in it, offsets from the sentence's start. */
export type MentionSentence = { key: string; sentence: string; spans: MentionSpan[] };

/**
 * The sentences of a review's text that hold mentions (offsets into the whole text, as the API gives them), each
 * once and in the order of the text. A mention whose sentence lies past the text (edited since) is left out.
 */
export function mentionSentences(content: string, mentions: readonly KeywordMention[]): MentionSentence[] {
  const bySentence = new Map<string, MentionSentence & { start: number }>();
  for (const mention of mentions) {
    if (mention.sentence_end > content.length || mention.sentence_start >= mention.sentence_end) continue;
    const key = `${mention.sentence_start}-${mention.sentence_end}`;
    const entry = bySentence.get(key) ?? {
      key,
      start: mention.sentence_start,
      sentence: content.slice(mention.sentence_start, mention.sentence_end),
      spans: [],
    };
    entry.spans.push({ start: mention.start - mention.sentence_start, end: mention.end - mention.sentence_start });
    bySentence.set(key, entry);
  }
  return [...bySentence.values()]
    .sort((a, b) => a.start - b.start)
    .map(({ key, sentence, spans }) => ({ key, sentence, spans: spans.sort((a, b) => a.start - b.start) }));
}
