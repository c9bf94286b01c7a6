/**
 * Trains the base sentiment model from the committed training corpus and writes model/base-model.json.
 * Run: npm run train -w @repute/text-analysis
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { type RatedText, trainSentimentModel } from '../src/train';

const corpusUrl = new URL('../training/reviews.jsonl', import.meta.url);
const modelUrl = new URL('../model/base-model.json', import.meta.url);

const examples: RatedText[] = readFileSync(corpusUrl, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as RatedText);

const model = trainSentimentModel(examples, {
  version: 'base-1',
  source: 'packages/text-analysis/training/reviews.jsonl (written for Repute, see docs/text-analysis.md)',
  trainedAt: process.env.TRAINED_AT ?? new Date().toISOString().slice(0, 10),
});
writeFileSync(modelUrl, `${JSON.stringify(model)}\n`);
console.log(
  `trained on ${model.trainedOn.examples} reviews (${model.trainedOn.positive} positive, ${model.trainedOn.negative} negative): ${model.weights.length} weights`,
);
