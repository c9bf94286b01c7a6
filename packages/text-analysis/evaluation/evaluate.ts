import { readFileSync } from 'node:fs';
import type { ExperienceCategory } from '@repute/domain';
import { createTextAnalyser, type Sentiment, type SentimentModel } from '../src/index';

/** One review of the evaluation set, labelled by hand (reviews.jsonl, kept out of training). */
export type LabelledReview = {
  id: string;
  vertical: string;
  sentiment: 'positive' | 'neutral' | 'negative';
  categories: ExperienceCategory[];
  text: string;
};

export type CategoryFigures = { support: number; precision: number; recall: number; f1: number };
export type Evaluation = {
  reviews: number;
  sentimentAccuracy: number;
  categories: Partial<Record<ExperienceCategory, CategoryFigures>>;
};

const SENTIMENT_NAMES: Record<Sentiment, LabelledReview['sentiment']> = {
  1: 'positive',
  0: 'neutral',
  [-1]: 'negative',
};

export function readEvaluationSet(): LabelledReview[] {
  return readFileSync(new URL('./reviews.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LabelledReview);
}

/**
 * The half of the set (odd ids) no one looked at while tuning the lexicon, the cues and the neutral band; the even
 * half was read for that (docs/text-analysis.md).
 */
export function heldOut(reviews: readonly LabelledReview[]): LabelledReview[] {
  return reviews.filter((review) => Number(review.id.slice(1)) % 2 === 1);
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

/** Rounded to 3 places, so the committed baseline reads as the table does. */
function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Overall sentiment accuracy and per-category precision, recall and F1 of the analyser on the labelled reviews. */
export function evaluate(reviews: readonly LabelledReview[], model?: SentimentModel): Evaluation {
  const analyser = createTextAnalyser(model ? { model } : {});
  let correct = 0;
  const counts = new Map<ExperienceCategory, { tp: number; fp: number; fn: number }>();
  const count = (category: ExperienceCategory) => {
    const entry = counts.get(category) ?? { tp: 0, fp: 0, fn: 0 };
    counts.set(category, entry);
    return entry;
  };
  for (const review of reviews) {
    const analysis = analyser.analyse(review.text, review.vertical);
    if (SENTIMENT_NAMES[analysis.sentiment] === review.sentiment) correct += 1;
    const predicted = new Set(analysis.categories.map((mention) => mention.category));
    const expected = new Set(review.categories);
    for (const category of predicted) count(category)[expected.has(category) ? 'tp' : 'fp'] += 1;
    for (const category of expected) if (!predicted.has(category)) count(category).fn += 1;
  }
  const categories: Evaluation['categories'] = {};
  for (const [category, { tp, fp, fn }] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    const precision = ratio(tp, tp + fp);
    const recall = ratio(tp, tp + fn);
    categories[category] = {
      support: tp + fn,
      precision: round(precision),
      recall: round(recall),
      f1: round(ratio(2 * precision * recall, precision + recall)),
    };
  }
  return { reviews: reviews.length, sentimentAccuracy: round(ratio(correct, reviews.length)), categories };
}

/** The evaluation as a Markdown table, for docs/text-analysis.md and the evaluate script. */
export function evaluationTable(evaluation: Evaluation): string {
  const rows = [
    '| figure | support | precision | recall | F1 |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| overall sentiment accuracy | ${evaluation.reviews} | | | ${evaluation.sentimentAccuracy.toFixed(3)} |`,
  ];
  for (const [category, figures] of Object.entries(evaluation.categories)) {
    rows.push(
      `| ${category} | ${figures.support} | ${figures.precision.toFixed(3)} | ${figures.recall.toFixed(3)} | ${figures.f1.toFixed(3)} |`,
    );
  }
  return rows.join('\n');
}
