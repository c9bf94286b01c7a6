import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASE_TRAINING_OPTIONS, readTrainingCorpus } from '../src/base-training';
import {
  BASE_MODEL,
  categoriesForVertical,
  createTextAnalyser,
  SECOND_OPINION_MODEL,
  trainSentimentModel,
  WORD_VECTOR_MODEL,
} from '../src/index';
import { type AspectEvaluation, evaluateAspects, heldOutAspects, readAspectSet, readMarkedText } from './aspects';
import { type Evaluation, evaluate, heldOut, readEvaluationSet } from './evaluate';
import { holdsAnIndependentSentence, readImdbSplit } from './imdb';
import { polarityAccuracy, readFixture } from './independent';

type Baseline = {
  all: Evaluation;
  heldOut: Evaluation;
  aspects: { all: AspectEvaluation; heldOut: AspectEvaluation };
  imdbHeldOut: number;
};

const baseline = JSON.parse(readFileSync(new URL('./baseline.json', import.meta.url), 'utf8')) as Baseline;
const reviews = readEvaluationSet();
const aspectReviews = readAspectSet();

/** Every figure of the run that lies below the committed baseline, named, so a failure says which one dropped. */
function drops(run: Evaluation, floor: Evaluation, set: string): string[] {
  const found: string[] = [];
  if (run.sentimentAccuracy < floor.sentimentAccuracy) {
    found.push(`${set} sentiment accuracy ${run.sentimentAccuracy} < ${floor.sentimentAccuracy}`);
  }
  for (const [category, figures] of Object.entries(floor.categories)) {
    const now = run.categories[category as keyof Evaluation['categories']];
    for (const figure of ['precision', 'recall', 'f1'] as const) {
      const value = now?.[figure] ?? 0;
      if (value < figures[figure]) found.push(`${set} ${category} ${figure} ${value} < ${figures[figure]}`);
    }
  }
  return found;
}

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z']+/g) ?? []);
}

function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

describe('evaluation of the base model', () => {
  it('has at least 500 hand-labelled reviews, each labelled with categories its vertical offers', () => {
    expect(reviews.length).toBeGreaterThanOrEqual(500);
    const misplaced = reviews.filter((review) =>
      review.categories.some((category) => !categoriesForVertical(review.vertical).includes(category)),
    );
    expect(misplaced).toEqual([]);
  });

  it('keeps every figure at or above the committed baseline', () => {
    expect([
      ...drops(evaluate(reviews), baseline.all, 'all'),
      ...drops(evaluate(heldOut(reviews)), baseline.heldOut, 'held-out'),
    ]).toEqual([]);
  });

  it('has at least 600 hand-labelled keyword mentions, half of them held out', () => {
    const all = evaluateAspects(aspectReviews);
    const held = evaluateAspects(heldOutAspects(aspectReviews));
    expect(all.mentions).toBeGreaterThanOrEqual(600);
    expect(held.mentions).toBeGreaterThanOrEqual(all.mentions * 0.45);
    expect(held.mentions).toBeLessThanOrEqual(all.mentions * 0.55);
  });

  it('keeps keyword mention accuracy at or above the committed baseline', () => {
    const run = { all: evaluateAspects(aspectReviews), heldOut: evaluateAspects(heldOutAspects(aspectReviews)) };
    const found: string[] = [];
    for (const set of ['all', 'heldOut'] as const) {
      if (run[set].accuracy < baseline.aspects[set].accuracy) {
        found.push(`${set} keyword mention accuracy ${run[set].accuracy} < ${baseline.aspects[set].accuracy}`);
      }
    }
    expect(found).toEqual([]);
  });

  // Reading 50,000 reviews and analysing 10,000 long ones: about half a minute on a quiet core.
  it("keeps the held-out IMDb reviews and the independent sentences out of the second opinion's and the word vectors' training, and the accuracy on them", {
    timeout: 300_000,
  }, () => {
    const { train, heldOut: held } = readImdbSplit();
    expect(held.length).toBe(10_000);
    const trained = new Set(train.map((review) => review.text));
    expect(held.filter((review) => trained.has(review.text))).toEqual([]);
    const holdsOne = holdsAnIndependentSentence();
    const sentence = readFixture('imdb').find((row) => row.text.split(' ').length >= 8)?.text ?? '';
    expect(holdsOne(`An opening line of our own. ${sentence} And a closing one.`)).toBe(true);
    expect(SECOND_OPINION_MODEL.trainedOn.examples).toBe(train.length);
    expect(WORD_VECTOR_MODEL.trainedOn.examples).toBe(train.length);
    expect(polarityAccuracy(createTextAnalyser(), held)).toBeGreaterThanOrEqual(baseline.imdbHeldOut);
  });

  it('keeps the evaluation reviews out of training, word for word and near copies alike', () => {
    const evaluationWords = [...reviews, ...aspectReviews.map((review) => readMarkedText(review.text))].map((review) =>
      words(review.text),
    );
    const leaks = readTrainingCorpus().filter((example) => {
      const trainingWords = words(example.text);
      return evaluationWords.some((other) => overlap(trainingWords, other) >= 0.4);
    });
    expect(leaks).toEqual([]);
  });

  it('ships the model the training script makes from the committed corpus', () => {
    expect(trainSentimentModel(readTrainingCorpus(), BASE_TRAINING_OPTIONS)).toEqual(BASE_MODEL);
  });
});
