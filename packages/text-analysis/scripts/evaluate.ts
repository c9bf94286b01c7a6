/**
 * Prints the evaluation tables of the base model (every labelled review, and the held-out half nothing was tuned
 * on), its accuracy on the held-out IMDb reviews and the independent check (UCI sentences, never tuned on); with
 * --write-baseline also writes the figures the evaluation test holds as its floor (evaluation/baseline.json).
 * Run: npm run evaluate -w @repute/text-analysis [-- --write-baseline]
 */
import { writeFileSync } from 'node:fs';
import { type AspectEvaluation, evaluateAspects, heldOutAspects, readAspectSet } from '../evaluation/aspects';
import { evaluate, evaluationTable, heldOut, readEvaluationSet } from '../evaluation/evaluate';
import { readImdbHeldOutSentences, readImdbSplit } from '../evaluation/imdb';
import { independentCheck, polarityAccuracy } from '../evaluation/independent';
import { createTextAnalyser } from '../src/index';

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
  imdbHeldOut: polarityAccuracy(createTextAnalyser(), readImdbSplit().heldOut),
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
const withoutWordVectors = createTextAnalyser({ wordVectors: null });
const withoutSecondOpinion = createTextAnalyser({ secondOpinion: null });
console.log(
  `\nHeld-out IMDb reviews (10,000, never trained on): ${baseline.imdbHeldOut.toFixed(3)}; without the word vectors ${polarityAccuracy(withoutWordVectors, readImdbSplit().heldOut).toFixed(3)}; base model alone ${polarityAccuracy(withoutSecondOpinion, readImdbSplit().heldOut).toFixed(3)}`,
);
const sentences = readImdbHeldOutSentences();
console.log(
  `First and last sentences of those reviews (${sentences.length}, labelled with their review's stars): ${polarityAccuracy(createTextAnalyser(), sentences).toFixed(3)}; without the word vectors ${polarityAccuracy(withoutWordVectors, sentences).toFixed(3)}; base model alone ${polarityAccuracy(withoutSecondOpinion, sentences).toFixed(3)}`,
);
const independent = {
  withSecondOpinion: independentCheck(createTextAnalyser()),
  withoutWordVectors: independentCheck(withoutWordVectors),
  baseAlone: independentCheck(withoutSecondOpinion),
};
console.log('\nIndependent check, UCI Sentiment Labelled Sentences (reported only, never tuned on):\n');
console.log('| analyser | amazon | imdb | yelp | all 3,000 |\n| --- | ---: | ---: | ---: | ---: |');
for (const [name, figures] of [
  ['base model with the second opinion and the word vectors', independent.withSecondOpinion],
  ['base model with the second opinion alone', independent.withoutWordVectors],
  ['base model alone', independent.baseAlone],
] as const) {
  console.log(`| ${name} | ${figures.amazon} | ${figures.imdb} | ${figures.yelp} | ${figures.all} |`);
}
if (process.argv.includes('--write-baseline')) {
  writeFileSync(new URL('../evaluation/baseline.json', import.meta.url), `${JSON.stringify(baseline, null, 2)}\n`);
  console.log('\nbaseline written');
}
