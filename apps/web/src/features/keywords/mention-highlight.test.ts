import { describe, expect, it } from 'vitest';
import { highlightSegments, mentionSentences } from './mention-highlight';

describe('highlightSegments', () => {
  it('marks the mention inside its sentence', () => {
    expect(highlightSegments('The staff was very friendly.', [{ start: 19, end: 27 }])).toEqual([
      { text: 'The staff was very ', marked: false },
      { text: 'friendly', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('marks several mentions in order and merges ones that overlap', () => {
    expect(
      highlightSegments('wait time, long wait time', [
        { start: 16, end: 25 },
        { start: 0, end: 9 },
        { start: 21, end: 25 },
      ]),
    ).toEqual([
      { text: 'wait time', marked: true },
      { text: ', long ', marked: false },
      { text: 'wait time', marked: true },
    ]);
  });

  it('clamps offsets that fall outside the sentence and ignores empty ones', () => {
    expect(
      highlightSegments('Great food', [
        { start: 6, end: 40 },
        { start: 3, end: 3 },
      ]),
    ).toEqual([
      { text: 'Great ', marked: false },
      { text: 'food', marked: true },
    ]);
  });

  it('gives the whole sentence unmarked without mentions', () => {
    expect(highlightSegments('Nothing to see', [])).toEqual([{ text: 'Nothing to see', marked: false }]);
  });
});

describe('mentionSentences', () => {
  const content = 'The staff was friendly. The wait time was long, so long. Friendly staff again!';
  const mention = (short: string, sentenceStart: number, sentenceEnd: number, start: number, end: number) => ({
    short,
    sentence_start: sentenceStart,
    sentence_end: sentenceEnd,
    start,
    end,
    sentiment: '1' as const,
  });

  it('gives each sentence with a mention once, in the order of the text, with the mentions inside it', () => {
    const sentences = mentionSentences(content, [
      mention('friendly', 57, 78, 57, 65),
      mention('staff', 0, 23, 4, 9),
      mention('friendly', 0, 23, 14, 22),
    ]);
    expect(sentences).toEqual([
      {
        key: '0-23',
        sentence: 'The staff was friendly.',
        spans: [
          { start: 4, end: 9 },
          { start: 14, end: 22 },
        ],
      },
      { key: '57-78', sentence: 'Friendly staff again!', spans: [{ start: 0, end: 8 }] },
    ]);
  });

  it('leaves out mentions whose sentence is not in the text any more', () => {
    expect(mentionSentences('Short.', [mention('staff', 40, 60, 44, 49)])).toEqual([]);
  });
});
