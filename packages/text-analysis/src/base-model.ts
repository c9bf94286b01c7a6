import { readFileSync } from 'node:fs';
import type { SentimentModel } from './model';

/** The model shipped with Repute, trained by `npm run train -w @repute/text-analysis` (docs/text-analysis.md). */
export const BASE_MODEL: SentimentModel = JSON.parse(
  readFileSync(new URL('../model/base-model.json', import.meta.url), 'utf8'),
) as SentimentModel;
