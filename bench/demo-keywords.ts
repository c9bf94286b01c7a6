/**
 * The text analyser alone on the demo's reviews: how many a second one process analyses (per second of wall time and
 * of its CPU time), and the keywords whose mention sentiment disagrees with their reviews' ratings, with the
 * positive/negative counts of a few the demo shows. Run: npx tsx bench/demo-keywords.ts [reviews, default 5000]
 */
import { plannedDemoReviews } from '@repute/api/src/seed/demo-review-plan';
import { createTextAnalyser, type RatedMention, ratingDisagreements, summariseMentions } from '@repute/text-analysis';

const count = Number(process.argv[2] ?? 5000);
const WATCHED = ['dentist', 'wait', 'office', 'service', 'food', 'gym'];

const accounts = plannedDemoReviews(new Date('2025-01-01T00:00:00Z'));
const reviews = accounts.flatMap((account) =>
  account.reviews.map((review) => ({ vertical: account.vertical, text: review.content ?? '', rating: review.rating })),
);
// Accounts in turn, so the sample holds every vertical.
const sample = Array.from(
  { length: Math.min(count, reviews.length) },
  (_, i) => reviews[(i * 7919) % reviews.length],
).filter((review) => review !== undefined);

const analyser = createTextAnalyser();
for (const review of sample.slice(0, 500)) analyser.analyse(review.text, review.vertical);
const mentions: RatedMention[] = [];
const started = performance.now();
const cpuStarted = process.cpuUsage();
for (const review of sample) {
  const analysis = analyser.analyse(review.text, review.vertical);
  for (const keyword of analysis.keywords) {
    mentions.push({ subject: keyword.short, sentiment: keyword.sentiment, rating: review.rating ?? null });
  }
}
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStarted);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(
  `${sample.length} demo reviews: ${Math.round(sample.length / seconds)} reviews per second, ${Math.round(sample.length / cpuSeconds)} per CPU second`,
);
for (const summary of summariseMentions(mentions).filter((summary) => WATCHED.includes(summary.subject))) {
  console.log(
    `  ${summary.subject}: ${summary.positive} positive, ${summary.neutral} neutral, ${summary.negative} negative, mean rating ${summary.averageRating?.toFixed(2)}`,
  );
}
const flagged = ratingDisagreements(mentions);
console.log(`keywords disagreeing with their ratings: ${flagged.length}`);
for (const flag of flagged) {
  console.log(
    `  ${flag.subject} (${flag.reading}): +${flag.positive} ~${flag.neutral} -${flag.negative}, mean ${flag.averageRating?.toFixed(2)}`,
  );
}
