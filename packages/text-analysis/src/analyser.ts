import type { ExperienceCategory } from '@repute/domain';
import { BASE_MODEL, SECOND_OPINION_MODEL, WORD_VECTOR_MODEL } from './base-model';
import { clauseReader } from './clause-sentiment';
import { combineFeatures, featuresOf, type SentenceFeatures, sentenceFeatures } from './features';
import { isHedged } from './lexicon';
import { loadModel, logOdds, probabilityPositive, type SentimentModel, sigmoid } from './model';
import { readSentences, type Sentence, type Word } from './nlp';
import { categoryReader } from './sentence-categories';
import { termsOf } from './terms';
import { loadWordVectorModel, type WordVectorModel, wordVectorLogit } from './word-vectors';

export type Sentiment = -1 | 0 | 1;

export type KeywordMention = {
  /** The lemmatised keyword or phrase, lower case: "wait time", "front desk", "staff". */
  short: string;
  /** The sentence as written, and its character offsets in the text. */
  sentence: string;
  sentenceStart: number;
  sentenceEnd: number;
  /** The mention's own character offsets in the text, for highlighting. */
  start: number;
  end: number;
  /** The sentiment of the clause the mention stands in (clause-sentiment.ts), not of its whole sentence. */
  sentiment: Sentiment;
};

export type CategoryMention = { category: ExperienceCategory; sentiment: Sentiment };

export type TextAnalysis = {
  sentiment: Sentiment;
  score: number;
  keywords: KeywordMention[];
  categories: CategoryMention[];
};

export type TextAnalyser = { analyse(text: string, vertical?: string | null): TextAnalysis };

/** Lukewarm words ("fine", "okay", "decent") pull a score toward neutral: see lexicon.ts. */
const HEDGE_FACTOR = 0.25;

function sentimentOf(score: number, band: number): Sentiment {
  if (score >= band) return 1;
  if (score <= -band) return -1;
  return 0;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export type AnalyserOptions = {
  /** The model that reads a review (the shipped base model by default, or an account's own). */
  model?: SentimentModel;
  /**
   * The model asked when the first is unsure of a review as a whole (the shipped model trained on real IMDb reviews
   * by default; null for none): decision 0166.
   */
  secondOpinion?: SentimentModel | null;
  /**
   * Pretrained word vectors asked with the second opinion, their log-odds added to its own (the shipped model by
   * default; null for the second opinion alone): decision 0177.
   */
  wordVectors?: WordVectorModel | null;
};

/** An analyser scoring with the given models. */
export function createTextAnalyser(options: AnalyserOptions = {}): TextAnalyser {
  const loaded = loadModel(options.model ?? BASE_MODEL);
  const second = options.secondOpinion === null ? null : loadModel(options.secondOpinion ?? SECOND_OPINION_MODEL);
  const vectors = options.wordVectors === null ? null : loadWordVectorModel(options.wordVectors ?? WORD_VECTOR_MODEL);
  const { buckets, neutralBand } = loaded.model;
  /** The model's score of sentences, -1..1, pulled toward neutral when any is lukewarm. */
  const score = (features: readonly SentenceFeatures[], hedged: boolean) => {
    const model = 2 * probabilityPositive(loaded, combineFeatures(features)) - 1;
    return hedged ? model * HEDGE_FACTOR : model;
  };
  /**
   * A review's overall score: the first model's where it is sure (outside the neutral band), else the mean of it and
   * the second opinion's, which has read far more words in real reviews than the first (decision 0166). The second
   * opinion adds the word-vector model's log-odds to its own (decision 0177): the two read the same reviews from
   * different sides, the words seen in training and the meaning of words never seen.
   */
  const overallScore = (sentences: readonly Sentence[], features: readonly SentenceFeatures[], hedged: boolean) => {
    const first = score(features, hedged);
    if (second === null || Math.abs(first) >= neutralBand) return first;
    const words = sentences.map((sentence) => sentence.words);
    const odds =
      logOdds(second, featuresOf(words, second.model.buckets)) + (vectors ? wordVectorLogit(vectors, words) : 0);
    const other = 2 * sigmoid(odds) - 1;
    return (first + (hedged ? other * HEDGE_FACTOR : other)) / 2;
  };

  return {
    analyse(text, vertical) {
      const sentences = readSentences(text).filter((sentence) => sentence.words.length > 0);
      if (sentences.length === 0) return { sentiment: 0, score: 0, keywords: [], categories: [] };

      const readCategories = categoryReader(vertical);
      const keywords: KeywordMention[] = [];
      const categoryScores = new Map<ExperienceCategory, number[]>();
      const allFeatures: SentenceFeatures[] = [];
      let anyHedged = false;
      for (const sentence of sentences) {
        const features = sentenceFeatures(sentence.words, buckets);
        const hedged = isHedged(sentence.words);
        allFeatures.push(features);
        anyHedged ||= hedged;
        const terms = termsOf(sentence.words);
        const categories = readCategories(sentence.words, terms);
        // Clauses are read only where there is something to give their sentiment to.
        const scoreAt =
          terms.length > 0 || categories.size > 0 ? clauseReader(sentence, terms, score([features], hedged)) : null;
        const seen = new Set<string>();
        for (const term of terms) {
          if (seen.has(term.short)) continue;
          seen.add(term.short);
          keywords.push({
            short: term.short,
            sentence: sentence.text,
            sentenceStart: sentence.start,
            sentenceEnd: sentence.end,
            start: term.start,
            end: term.end,
            sentiment: sentimentOf(scoreAt?.(term.words[0] as Word) ?? 0, neutralBand),
          });
        }
        for (const [category, cues] of categories) {
          const cueScore = cues.reduce((sum, word) => sum + (scoreAt?.(word) ?? 0), 0) / cues.length;
          categoryScores.set(category, [...(categoryScores.get(category) ?? []), cueScore]);
        }
      }

      const overall = overallScore(sentences, allFeatures, anyHedged);
      const categories = [...categoryScores].map(([category, scores]) => ({
        category,
        sentiment: sentimentOf(scores.reduce((sum, value) => sum + value, 0) / scores.length, neutralBand),
      }));
      return { sentiment: sentimentOf(overall, neutralBand), score: round(overall), keywords, categories };
    },
  };
}
