import { readFileSync } from 'node:fs';
import type { SentimentModel } from './model';

function readModel(file: string): SentimentModel {
  return JSON.parse(readFileSync(new URL(`../model/${file}`, import.meta.url), 'utf8')) as SentimentModel;
}

/** The model shipped with Repute, trained by `npm run train -w @repute/text-analysis` (docs/text-analysis.md). */
export const BASE_MODEL: SentimentModel = readModel('base-model.json');

/**
 * The second opinion on reviews the base model is unsure of, trained on 39,194 real IMDb reviews by
 * `npm run train:second-opinion -w @repute/text-analysis` (decision 0166).
 */
export const SECOND_OPINION_MODEL: SentimentModel = readModel('second-opinion-model.json');
