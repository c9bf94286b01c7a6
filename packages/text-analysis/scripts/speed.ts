/**
 * How many reviews one process analyses per second, for the evaluation reviews as they are (short) and joined five
 * at a time (the length of a long review), each for a few seconds. Per second of wall time, and per second of this
 * process's CPU time (what it would do with a core to itself on a busy machine); with the second opinion (as the
 * API analyses, with the word vectors) and, for comparison, without
 * the word vectors and with the base model alone.
 * Run: npm run speed -w @repute/text-analysis
 */
import { readEvaluationSet } from '../evaluation/evaluate';
import { createTextAnalyser, type TextAnalyser } from '../src/index';

const SECONDS = 5;
const short = readEvaluationSet().map((review) => ({ text: review.text, vertical: review.vertical }));
const long = short.map((review, index) => ({
  text: [0, 1, 2, 3, 4].map((offset) => short[(index + offset * 97) % short.length]?.text).join(' '),
  vertical: review.vertical,
}));

function measure(label: string, analyser: TextAnalyser, reviews: readonly { text: string; vertical: string }[]): void {
  // A first pass warms the JIT up and is left out of the figure.
  for (const review of reviews) analyser.analyse(review.text, review.vertical);
  let analysed = 0;
  let characters = 0;
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  while (performance.now() - started < SECONDS * 1000) {
    for (const review of reviews) {
      analyser.analyse(review.text, review.vertical);
      analysed += 1;
      characters += review.text.length;
    }
  }
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStarted);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const average = Math.round(characters / analysed);
  console.log(
    `${label} (${average} characters on average): ${Math.round(analysed / elapsed)} reviews per second, ${Math.round(analysed / cpuSeconds)} per CPU second`,
  );
}

for (const [name, analyser] of [
  ['with the second opinion and the word vectors', createTextAnalyser()],
  ['with the second opinion alone', createTextAnalyser({ wordVectors: null })],
  ['base model alone', createTextAnalyser({ secondOpinion: null })],
] as const) {
  measure(`${name}, short reviews`, analyser, short);
  measure(`${name}, long reviews`, analyser, long);
}
