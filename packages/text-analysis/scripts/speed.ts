/**
 * How many reviews one process analyses per second, for the evaluation reviews as they are (short) and joined five
 * at a time (the length of a long review), each for a few seconds. Run: npm run speed -w @repute/text-analysis
 */
import { readEvaluationSet } from '../evaluation/evaluate';
import { createTextAnalyser } from '../src/index';

const SECONDS = 5;
const analyser = createTextAnalyser();
const short = readEvaluationSet().map((review) => ({ text: review.text, vertical: review.vertical }));
const long = short.map((review, index) => ({
  text: [0, 1, 2, 3, 4].map((offset) => short[(index + offset * 97) % short.length]?.text).join(' '),
  vertical: review.vertical,
}));

function measure(label: string, reviews: readonly { text: string; vertical: string }[]): void {
  // A first pass warms the JIT up and is left out of the figure.
  for (const review of reviews) analyser.analyse(review.text, review.vertical);
  let analysed = 0;
  let characters = 0;
  const started = performance.now();
  while (performance.now() - started < SECONDS * 1000) {
    for (const review of reviews) {
      analyser.analyse(review.text, review.vertical);
      analysed += 1;
      characters += review.text.length;
    }
  }
  const elapsed = (performance.now() - started) / 1000;
  const average = Math.round(characters / analysed);
  console.log(`${label}: ${Math.round(analysed / elapsed)} reviews per second (${average} characters on average)`);
}

measure('short reviews', short);
measure('long reviews', long);
