import { describe, expect, it } from 'vitest';
import { highlightSegments } from './mention-highlight';

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
