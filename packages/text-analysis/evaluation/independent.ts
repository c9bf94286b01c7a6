import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { TextAnalyser } from '../src/index';

/**
 * The independent check: the UCI Sentiment Labelled Sentences (Kotzias et al. 2015: 1,000 sentences each from
 * Amazon, IMDb and Yelp reviews, half positive), as the `sentiment` package's test fixtures ship them. Only ever
 * reported: never trained, tuned or chosen on (issue 32, decision 0166).
 */
export const INDEPENDENT_SOURCES = ['amazon', 'imdb', 'yelp'] as const;

type Fixture = { text: string; class: 0 | 1 };

export function readFixture(source: (typeof INDEPENDENT_SOURCES)[number]): Fixture[] {
  const path = createRequire(import.meta.url).resolve(`sentiment/test/fixtures/${source}.json`);
  return JSON.parse(readFileSync(path, 'utf8')) as Fixture[];
}

/**
 * Share of texts whose score has the sign of their label (positive above 0): these sentences are all positive or
 * negative, so a lukewarm reading is judged by which way it leans.
 */
export function polarityAccuracy(analyser: TextAnalyser, texts: readonly { text: string; label: 0 | 1 }[]): number {
  const right = texts.filter(({ text, label }) => (analyser.analyse(text).score > 0 ? 1 : 0) === label).length;
  return Math.round((right / texts.length) * 1000) / 1000;
}

/** Polarity accuracy on each source's 1,000 sentences and on all 3,000. */
export function independentCheck(analyser: TextAnalyser): Record<string, number> {
  const sets = INDEPENDENT_SOURCES.map((source) => [
    source,
    readFixture(source).map((row) => ({ text: row.text, label: row.class })),
  ]) as [string, { text: string; label: 0 | 1 }[]][];
  const figures: Record<string, number> = {};
  for (const [source, texts] of sets) figures[source] = polarityAccuracy(analyser, texts);
  figures.all = polarityAccuracy(
    analyser,
    sets.flatMap(([, texts]) => texts),
  );
  return figures;
}
