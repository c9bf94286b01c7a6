/**
 * Trains the base sentiment model from the committed training corpus and writes model/base-model.json.
 * Run: npm run train -w @repute/text-analysis (then npm run evaluate -w @repute/text-analysis).
 */
import { writeFileSync } from 'node:fs';
import { BASE_TRAINING_OPTIONS, readTrainingCorpus } from '../src/base-training';
import { trainSentimentModel } from '../src/train';

const model = trainSentimentModel(readTrainingCorpus(), BASE_TRAINING_OPTIONS);
writeFileSync(new URL('../model/base-model.json', import.meta.url), `${JSON.stringify(model)}\n`);
const { examples, positive, negative } = model.trainedOn;
console.log(
  `trained on ${examples} reviews (${positive} positive, ${negative} negative): ${model.weights.length} weights`,
);
