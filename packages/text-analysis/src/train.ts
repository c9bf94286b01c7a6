import { seededRandom } from '@repute/domain';
import { type Features, featuresOf } from './features';
import type { SentimentModel } from './model';
import { readSentences } from './nlp';

export type RatedText = { text: string; rating: number };

export type TrainingOptions = {
  /** Hash buckets, a power of two. */
  buckets?: number;
  epochs?: number;
  learningRate?: number;
  /** L2 penalty per update, keeps rare words from deciding alone. */
  l2?: number;
  neutralBand?: number;
  version?: string;
  /** Where the examples came from, kept in the model's trainedOn. */
  source?: string;
  /** When training happened (an ISO date); passed in so a training run is reproducible. */
  trainedAt?: string;
  /** Seed of the example shuffle, same seed same model. */
  seed?: number;
};

const DEFAULTS = {
  buckets: 2 ** 18,
  epochs: 25,
  learningRate: 0.3,
  l2: 1e-4,
  neutralBand: 0.3,
  version: 'custom',
  source: 'rated reviews',
  seed: 12,
};

/** Stars say the label: 1-2 negative, 4-5 positive; 3 says neither and is left out. */
export function labelOfRating(rating: number): 0 | 1 | null {
  if (rating >= 4) return 1;
  if (rating <= 2 && rating >= 1) return 0;
  return null;
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/**
 * Trains the sentiment model on reviews labelled by their stars: logistic regression by AdaGrad over the hashed
 * features and the lexicon score.
 */
export function trainSentimentModel(examples: readonly RatedText[], options: TrainingOptions = {}): SentimentModel {
  const settings = { ...DEFAULTS, ...options };
  if (!Number.isInteger(Math.log2(settings.buckets))) throw new Error('buckets must be a power of two');

  const rows: { features: Features; label: 0 | 1 }[] = [];
  for (const example of examples) {
    const label = labelOfRating(example.rating);
    if (label === null) continue;
    const words = readSentences(example.text).map((sentence) => sentence.words);
    rows.push({ features: featuresOf(words, settings.buckets), label });
  }
  const positive = rows.filter((row) => row.label === 1).length;
  const negative = rows.length - positive;
  if (positive === 0 || negative === 0)
    throw new Error('training needs both positive (4-5) and negative (1-2) reviews');

  const weights = new Float64Array(settings.buckets);
  const squares = new Float64Array(settings.buckets).fill(1e-8);
  let bias = 0;
  let biasSquares = 1e-8;
  let lexiconWeight = 0;
  let lexiconSquares = 1e-8;
  const random = seededRandom(settings.seed);
  const order = rows.map((_, index) => index);

  for (let epoch = 0; epoch < settings.epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (const index of order) {
      const { features, label } = rows[index] as (typeof rows)[number];
      let z = bias + lexiconWeight * features.lexicon;
      for (const bucket of features.indices) z += weights[bucket] as number;
      const error = 1 / (1 + Math.exp(-z)) - label;

      biasSquares += error * error;
      bias -= (settings.learningRate * error) / Math.sqrt(biasSquares);
      const lexiconGradient = error * features.lexicon;
      lexiconSquares += lexiconGradient * lexiconGradient;
      lexiconWeight -= (settings.learningRate * lexiconGradient) / Math.sqrt(lexiconSquares);
      for (const bucket of features.indices) {
        const gradient = error + settings.l2 * (weights[bucket] as number);
        squares[bucket] = (squares[bucket] as number) + gradient * gradient;
        weights[bucket] =
          (weights[bucket] as number) - (settings.learningRate * gradient) / Math.sqrt(squares[bucket] as number);
      }
    }
  }

  const kept: [number, number][] = [];
  for (let bucket = 0; bucket < weights.length; bucket += 1) {
    const weight = round(weights[bucket] as number);
    if (weight !== 0) kept.push([bucket, weight]);
  }
  return {
    version: settings.version,
    buckets: settings.buckets,
    bias: round(bias),
    lexiconWeight: round(lexiconWeight),
    weights: kept,
    neutralBand: settings.neutralBand,
    trainedOn: {
      source: settings.source,
      examples: rows.length,
      positive,
      negative,
      trainedAt: settings.trainedAt ?? new Date().toISOString().slice(0, 10),
    },
  };
}
