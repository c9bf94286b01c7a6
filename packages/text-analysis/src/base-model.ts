import { readFileSync } from 'node:fs';
import type { SentimentModel } from './model';
import type { WordVectorModel } from './word-vectors';

function readModel<Model = SentimentModel>(file: string): Model {
  return JSON.parse(readFileSync(new URL(`../model/${file}`, import.meta.url), 'utf8')) as Model;
}

/** The model shipped with Repute, trained by `npm run train -w @repute/text-analysis` (docs/text-analysis.md). */
export const BASE_MODEL: SentimentModel = readModel('base-model.json');

/**
 * The second opinion on reviews the base model is unsure of, trained on 39,194 real IMDb reviews by
 * `npm run train:second-opinion -w @repute/text-analysis` (decision 0166).
 */
export const SECOND_OPINION_MODEL: SentimentModel = readModel('second-opinion-model.json');

/**
 * Asked with the second opinion, its log-odds added to it: pretrained word vectors folded into a score per word,
 * trained on the same IMDb reviews by `npm run train:word-vectors -w @repute/text-analysis` (decision 0177).
 */
export const WORD_VECTOR_MODEL: WordVectorModel = readModel<WordVectorModel>('word-vector-model.json');
