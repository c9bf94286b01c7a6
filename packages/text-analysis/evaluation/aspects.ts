import { readFileSync } from 'node:fs';
import { createTextAnalyser, type Sentiment, type SentimentModel } from '../src/index';

/**
 * One review of the aspect set (aspects.jsonl), its keyword mentions labelled by hand in the text itself:
 * "The [pizza|+] was incredible but the [service|-] was painfully slow." (+ positive, - negative, 0 neutral).
 */
export type AspectReview = { id: string; vertical: string; text: string };
export type LabelledMention = { start: number; end: number; keyword: string; sentiment: Sentiment };

const LABELS: Record<string, Sentiment> = { '+': 1, '-': -1, '0': 0 };
const MARK = /\[([^\]|]+)\|([+\-0])\]/g;

/** The review's plain text and its labelled mentions, with their offsets in the plain text. */
export function readMarkedText(marked: string): { text: string; mentions: LabelledMention[] } {
  const mentions: LabelledMention[] = [];
  let text = '';
  let at = 0;
  for (const match of marked.matchAll(MARK)) {
    text += marked.slice(at, match.index);
    const keyword = match[1] as string;
    mentions.push({
      start: text.length,
      end: text.length + keyword.length,
      keyword,
      sentiment: LABELS[match[2] as string] as Sentiment,
    });
    text += keyword;
    at = match.index + match[0].length;
  }
  return { text: text + marked.slice(at), mentions };
}

export function readAspectSet(): AspectReview[] {
  return readFileSync(new URL('./aspects.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as AspectReview);
}

/** The half of the aspect set (odd ids) never read while choosing or tuning the clause rules. */
export function heldOutAspects(reviews: readonly AspectReview[]): AspectReview[] {
  return reviews.filter((review) => Number(review.id.slice(1)) % 2 === 1);
}

export type AspectEvaluation = {
  reviews: number;
  mentions: number;
  /** Labelled mentions the analyser found as keywords at all. */
  found: number;
  /** Labelled mentions found with the labelled sentiment, over all labelled mentions (one not found counts wrong). */
  accuracy: number;
};

export type AspectMiss = { id: string; keyword: string; expected: Sentiment; got: Sentiment | null; text: string };

/** How often the analyser gives a labelled keyword mention its labelled sentiment, and the mentions it got wrong. */
export function evaluateAspects(
  reviews: readonly AspectReview[],
  model?: SentimentModel,
): AspectEvaluation & { misses: AspectMiss[] } {
  const analyser = createTextAnalyser(model ? { model } : {});
  let mentions = 0;
  let found = 0;
  let correct = 0;
  const misses: AspectMiss[] = [];
  for (const review of reviews) {
    const { text, mentions: labelled } = readMarkedText(review.text);
    const analysis = analyser.analyse(text, review.vertical);
    for (const label of labelled) {
      mentions += 1;
      const mention = analysis.keywords.find((keyword) => keyword.start < label.end && keyword.end > label.start);
      if (mention) found += 1;
      if (mention?.sentiment === label.sentiment) correct += 1;
      else
        misses.push({
          id: review.id,
          keyword: label.keyword,
          expected: label.sentiment,
          got: mention?.sentiment ?? null,
          text,
        });
    }
  }
  const accuracy = mentions === 0 ? 0 : Math.round((correct / mentions) * 1000) / 1000;
  return { reviews: reviews.length, mentions, found, accuracy, misses };
}
