/**
 * Prints the evaluation tables of the base model (every labelled review, and the held-out half nothing was tuned
 * on); with --write-baseline also writes their figures as the floor the evaluation test holds
 * (evaluation/baseline.json). Run: npm run evaluate -w @repute/text-analysis [-- --write-baseline]
 */
import { writeFileSync } from 'node:fs';
import { evaluate, evaluationTable, heldOut, readEvaluationSet } from '../evaluation/evaluate';

const reviews = readEvaluationSet();
const baseline = { all: evaluate(reviews), heldOut: evaluate(heldOut(reviews)) };
console.log(`All ${baseline.all.reviews} reviews:\n\n${evaluationTable(baseline.all)}\n`);
console.log(`Held-out half (${baseline.heldOut.reviews} reviews):\n\n${evaluationTable(baseline.heldOut)}`);
if (process.argv.includes('--write-baseline')) {
  writeFileSync(new URL('../evaluation/baseline.json', import.meta.url), `${JSON.stringify(baseline, null, 2)}\n`);
  console.log('\nbaseline written');
}
