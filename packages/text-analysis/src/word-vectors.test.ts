import { describe, expect, it } from 'vitest';
import type { Word } from './nlp';
import { trainWordVectorModel } from './word-vector-training';
import { loadWordVectorModel, wordVectorLogit } from './word-vectors';

const word = (value: string, negated = false): Word => ({
  value,
  lemma: value.toLowerCase(),
  pos: 'ADJ',
  negated,
  stopWord: false,
  start: 0,
  end: value.length,
});

const trainedOn = { source: 'test', examples: 0, positive: 0, negative: 0, trainedAt: '2026-11-29' };

describe('word-vector model', () => {
  it('adds the mean score of the plain words and the mean score of the negated ones to its bias', () => {
    const model = loadWordVectorModel({
      version: 'test',
      bias: 0.1,
      words: { great: [2, -1], kind: [1, -0.5], awful: [-2, 1] },
      trainedOn,
    });
    // Plain: great 2 and Kind 1 (case does not matter), "unknown" counts for nothing: mean 1.5. Negated: awful 1.
    const sentences = [
      [word('great'), word('unknown')],
      [word('Kind'), word('awful', true)],
    ];
    expect(wordVectorLogit(model, sentences)).toBeCloseTo(0.1 + 1.5 + 1, 6);
    expect(wordVectorLogit(model, [[word('unknown')]])).toBeCloseTo(0.1, 6);
  });

  it('learns from labelled texts which way the directions of the vectors lean, and scores words it never saw', () => {
    // One direction means praise, the other blame; "superb" and "dreadful" never appear in training.
    const vectors = new Map([
      ['good', Float32Array.from([1, 0.1])],
      ['nice', Float32Array.from([0.9, -0.1])],
      ['bad', Float32Array.from([-1, 0.1])],
      ['poor', Float32Array.from([-0.8, 0])],
      ['superb', Float32Array.from([1.2, 0])],
      ['dreadful', Float32Array.from([-1.1, 0.1])],
    ]);
    const text = (words: string, label: 0 | 1) => ({
      words: words.split(' ').map((w) => ({ text: w, negated: false })),
      label,
    });
    const examples = [
      text('good nice', 1),
      text('good', 1),
      text('nice', 1),
      text('bad poor', 0),
      text('bad', 0),
      text('poor', 0),
    ];
    const trained = trainWordVectorModel(
      examples,
      { dimensions: 2, vectors },
      { version: 't', source: 's', trainedAt: 'd', epochs: 200, learningRate: 0.05 },
    );
    const loaded = loadWordVectorModel(trained);
    expect(wordVectorLogit(loaded, [[word('superb')]])).toBeGreaterThan(0);
    expect(wordVectorLogit(loaded, [[word('dreadful')]])).toBeLessThan(0);
    expect(trained.trainedOn).toMatchObject({ examples: 6, positive: 3, negative: 3 });
  });
});
