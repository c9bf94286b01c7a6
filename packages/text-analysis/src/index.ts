export { analyseLines } from './analyse-lines';
export {
  type AnalyserOptions,
  type CategoryMention,
  createTextAnalyser,
  type KeywordMention,
  type Sentiment,
  type TextAnalyser,
  type TextAnalysis,
} from './analyser';
export { BASE_MODEL, SECOND_OPINION_MODEL, WORD_VECTOR_MODEL } from './base-model';
export { categoriesForVertical, verticalKey } from './categories';
export type { SentimentModel } from './model';
export {
  DISAGREEMENT_RULE,
  type Disagreement,
  type DisagreementRule,
  disagreementOf,
  type MentionSummary,
  type RatedMention,
  ratingDisagreements,
  summariseMentions,
} from './rating-agreement';
export { labelOfRating, type RatedText, type TrainingOptions, trainSentimentModel } from './train';
export type { WordVectorModel } from './word-vectors';
