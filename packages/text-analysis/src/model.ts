import type { Features } from './features';

/**
 * A logistic regression over hashed features (see features.ts), serialisable as JSON. `weights` holds only the
 * buckets training touched, as [bucket, weight] pairs.
 */
export type SentimentModel = {
  version: string;
  buckets: number;
  bias: number;
  lexiconWeight: number;
  weights: [number, number][];
  /** A text whose score (-1..1) lies strictly inside ±neutralBand reads as neutral. */
  neutralBand: number;
  trainedOn: { source: string; examples: number; positive: number; negative: number; trainedAt: string };
};

/** A model ready to score: its weights spread into an array indexed by bucket. */
export type LoadedModel = { model: SentimentModel; dense: Float32Array };

export function loadModel(model: SentimentModel): LoadedModel {
  const dense = new Float32Array(model.buckets);
  for (const [bucket, weight] of model.weights) dense[bucket] = weight;
  return { model, dense };
}

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/** The model's log-odds that the text is positive. */
export function logOdds(loaded: LoadedModel, features: Features): number {
  let z = loaded.model.bias + loaded.model.lexiconWeight * features.lexicon;
  for (const index of features.indices) z += loaded.dense[index] ?? 0;
  return z;
}

/** The probability that the text is positive, 0..1. */
export function probabilityPositive(loaded: LoadedModel, features: Features): number {
  return sigmoid(logOdds(loaded, features));
}
