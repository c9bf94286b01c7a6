import { readFileSync } from 'node:fs';
import type { RatedText, TrainingOptions } from './train';

/** How the shipped base model is trained (scripts/train.ts), kept here so a test can check the model matches. */
export const BASE_TRAINING_OPTIONS: TrainingOptions = {
  version: 'base-1',
  source: 'packages/text-analysis/training/reviews.jsonl (written for Repute, see docs/text-analysis.md)',
  trainedAt: '2026-11-24',
};

/** The committed training corpus: reviews with their stars, one JSON object a line. */
export function readTrainingCorpus(): (RatedText & { vertical: string })[] {
  return readFileSync(new URL('../training/reviews.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RatedText & { vertical: string });
}
