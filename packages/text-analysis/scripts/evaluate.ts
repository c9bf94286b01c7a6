/**
 * Prints the evaluation table of the base model; with --write-baseline also commits its figures as the floor the
 * evaluation test holds (evaluation/baseline.json). Run: npm run evaluate -w @repute/text-analysis
 */
import { writeFileSync } from 'node:fs';
import { evaluate, evaluationTable, readEvaluationSet } from '../evaluation/evaluate';

const evaluation = evaluate(readEvaluationSet());
console.log(evaluationTable(evaluation));
if (process.argv.includes('--write-baseline')) {
  writeFileSync(new URL('../evaluation/baseline.json', import.meta.url), `${JSON.stringify(evaluation, null, 2)}\n`);
  console.log('baseline written');
}
