import { seededRandom } from '@repute/domain';
import type { WordVectorModel } from './word-vectors';

/** A text as the word-vector model reads it: its words, lower case as written, each marked if a negation governs it. */
export type VectorExample = { words: { text: string; negated: boolean }[]; label: 0 | 1 };

/** Pretrained word vectors, looked up by lower-case word; only the words the model is to know. */
export type Embeddings = { dimensions: number; vectors: ReadonlyMap<string, Float32Array> };

export type WordVectorTrainingOptions = {
  version: string;
  source: string;
  trainedAt: string;
  epochs?: number;
  learningRate?: number;
  l2?: number;
  seed?: number;
};

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The mean vector of the plain words, then of the negated words (zeros where there are none). */
function meanVectors(example: VectorExample, embeddings: Embeddings): Float64Array {
  const { dimensions } = embeddings;
  const features = new Float64Array(2 * dimensions);
  const counts = [0, 0];
  for (const word of example.words) {
    const vector = embeddings.vectors.get(word.text);
    if (vector === undefined) continue;
    const half = word.negated ? 1 : 0;
    counts[half] = (counts[half] as number) + 1;
    const offset = half * dimensions;
    for (let d = 0; d < dimensions; d += 1) {
      features[offset + d] = (features[offset + d] as number) + (vector[d] as number);
    }
  }
  for (let d = 0; d < 2 * dimensions; d += 1) {
    const count = counts[d < dimensions ? 0 : 1] as number;
    if (count > 0) features[d] = (features[d] as number) / count;
  }
  return features;
}

/**
 * Trains a logistic regression (Adam, on standardised features) over the mean word vectors of labelled texts, then
 * folds it into one score per word of the embeddings (word-vectors.ts).
 */
export function trainWordVectorModel(
  examples: readonly VectorExample[],
  embeddings: Embeddings,
  options: WordVectorTrainingOptions,
): WordVectorModel {
  const { epochs = 3, learningRate = 0.003, l2 = 1e-5, seed = 7 } = options;
  const rows = examples.map((example) => meanVectors(example, embeddings));
  const size = 2 * embeddings.dimensions;
  const mean = new Float64Array(size);
  const deviation = new Float64Array(size);
  for (const row of rows) {
    for (let d = 0; d < size; d += 1) mean[d] = (mean[d] as number) + (row[d] as number) / rows.length;
  }
  for (const row of rows) {
    for (let d = 0; d < size; d += 1) {
      deviation[d] = (deviation[d] as number) + ((row[d] as number) - (mean[d] as number)) ** 2 / rows.length;
    }
  }
  for (let d = 0; d < size; d += 1) deviation[d] = Math.sqrt(deviation[d] as number) || 1;
  for (const row of rows)
    for (let d = 0; d < size; d += 1) row[d] = ((row[d] as number) - (mean[d] as number)) / (deviation[d] as number);

  // Weights 0..size-1, bias at size; Adam's moments alongside.
  const theta = new Float64Array(size + 1);
  const first = new Float64Array(size + 1);
  const second = new Float64Array(size + 1);
  const random = seededRandom(seed);
  const order = rows.map((_, index) => index);
  let step = 0;
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (const index of order) {
      const row = rows[index] as Float64Array;
      let z = theta[size] as number;
      for (let d = 0; d < size; d += 1) z += (theta[d] as number) * (row[d] as number);
      const error = 1 / (1 + Math.exp(-z)) - (examples[index] as VectorExample).label;
      step += 1;
      const firstCorrection = 1 - 0.9 ** step;
      const secondCorrection = 1 - 0.999 ** step;
      for (let p = 0; p <= size; p += 1) {
        const gradient = (p === size ? error : error * (row[p] as number)) + l2 * (theta[p] as number);
        first[p] = 0.9 * (first[p] as number) + 0.1 * gradient;
        second[p] = 0.999 * (second[p] as number) + 0.001 * gradient * gradient;
        theta[p] =
          (theta[p] as number) -
          (learningRate * ((first[p] as number) / firstCorrection)) /
            (Math.sqrt((second[p] as number) / secondCorrection) + 1e-8);
      }
    }
  }

  // Fold the standardisation and the weights into a score per word and one bias.
  let bias = theta[size] as number;
  for (let d = 0; d < size; d += 1) bias -= ((theta[d] as number) * (mean[d] as number)) / (deviation[d] as number);
  const words: WordVectorModel['words'] = {};
  const { dimensions } = embeddings;
  for (const [word, vector] of embeddings.vectors) {
    let plain = 0;
    let negated = 0;
    for (let d = 0; d < dimensions; d += 1) {
      plain += ((theta[d] as number) * (vector[d] as number)) / (deviation[d] as number);
      negated += ((theta[dimensions + d] as number) * (vector[d] as number)) / (deviation[dimensions + d] as number);
    }
    words[word] = [round(plain), round(negated)];
  }
  const positive = examples.filter((example) => example.label === 1).length;
  return {
    version: options.version,
    bias: round(bias),
    words,
    trainedOn: {
      source: options.source,
      examples: examples.length,
      positive,
      negative: examples.length - positive,
      trainedAt: options.trainedAt,
    },
  };
}
