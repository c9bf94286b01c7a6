/**
 * Prints the evaluation tables of the base model (every labelled review, and the held-out half nothing was tuned
 * on); with --write-baseline also writes their figures as the floor the evaluation test holds
 * (evaluation/baseline.json). Run: npm run evaluate -w @repute/text-analysis [-- --write-baseline]
 */
import { writeFileSync } from 'node:fs';
import { type AspectEvaluation, evaluateAspects, heldOutAspects, readAspectSet } from '../evaluation/aspects';
import { evaluate, evaluationTable, heldOut, readEvaluationSet } from '../evaluation/evaluate';

const reviews = readEvaluationSet();
const aspectReviews = readAspectSet();
/** The figures alone, without the mentions it got wrong. */
const aspectFigures = ({ reviews, mentions, found, accuracy }: AspectEvaluation): AspectEvaluation => ({
  reviews,
  mentions,
  found,
  accuracy,
});
const baseline = {
  all: evaluate(reviews),
  heldOut: evaluate(heldOut(reviews)),
  aspects: {
    all: aspectFigures(evaluateAspects(aspectReviews)),
    heldOut: aspectFigures(evaluateAspects(heldOutAspects(aspectReviews))),
  },
};
console.log(`All ${baseline.all.reviews} reviews:\n\n${evaluationTable(baseline.all)}\n`);
console.log(`Held-out half (${baseline.heldOut.reviews} reviews):\n\n${evaluationTable(baseline.heldOut)}\n`);
console.log('Keyword mention sentiment (evaluation/aspects.jsonl):\n');
console.log('| set | reviews | mentions | found | accuracy |\n| --- | ---: | ---: | ---: | ---: |');
for (const [set, figures] of [
  ['all', baseline.aspects.all],
  ['held-out half', baseline.aspects.heldOut],
] as const) {
  console.log(
    `| ${set} | ${figures.reviews} | ${figures.mentions} | ${figures.found} | ${figures.accuracy.toFixed(3)} |`,
  );
}
if (process.argv.includes('--write-baseline')) {
  writeFileSync(new URL('../evaluation/baseline.json', import.meta.url), `${JSON.stringify(baseline, null, 2)}\n`);
  console.log('\nbaseline written');
}
