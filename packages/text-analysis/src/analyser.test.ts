import { describe, expect, it } from 'vitest';
import {
  BASE_MODEL,
  categoriesForVertical,
  createTextAnalyser,
  type SentimentModel,
  WORD_VECTOR_MODEL,
  type WordVectorModel,
} from './index';

const analyser = createTextAnalyser();

describe('text analyser', () => {
  it('gives each mention the sentiment of its own sentence', () => {
    const text = 'The front desk staff were not friendly at all. The waiting room is spotless and comfortable.';
    const analysis = analyser.analyse(text, 'healthcare');
    const frontDesk = analysis.keywords.find((mention) => mention.short === 'front desk');
    const waitingRoom = analysis.keywords.find((mention) => mention.short === 'waiting room');
    expect(frontDesk).toMatchObject({ sentiment: -1, sentence: 'The front desk staff were not friendly at all.' });
    expect(waitingRoom).toMatchObject({ sentiment: 1, sentenceStart: 47 });
    expect(text.slice(waitingRoom?.start, waitingRoom?.end)).toBe('waiting room');
  });

  it('reads categories only from those of the vertical', () => {
    const analysis = analyser.analyse('Delicious food, attentive server, fair prices.', 'restaurant');
    expect(analysis.sentiment).toBe(1);
    expect(analysis.categories.map((mention) => mention.category).sort()).toEqual(['food', 'service', 'value']);
    expect(analysis.categories.every((mention) => categoriesForVertical('restaurant').includes(mention.category))).toBe(
      true,
    );
  });

  it('reads a category from a phrase as a whole and from a cue word only in its sense', () => {
    const categoriesOf = (text: string) =>
      analyser.analyse(text, 'healthcare').categories.map((mention) => mention.category);
    expect(categoriesOf('The waiting room was bright.')).toEqual(['facilities']);
    expect(categoriesOf('The care was excellent.')).toEqual(['care quality']);
    expect(categoriesOf('The receptionist could not have cared less.')).toEqual(['staff']);
  });

  it('lets a scene-setting cue place a sentence only when no other cue does', () => {
    const categoriesOf = (text: string, vertical: string) =>
      analyser
        .analyse(text, vertical)
        .categories.map((mention) => mention.category)
        .sort();
    expect(categoriesOf('Nobody phoned me with my lab results.', 'healthcare')).toEqual(['consumer/customer/patient']);
    expect(categoriesOf('The treatment rooms were spotless.', 'healthcare')).toEqual(['facilities']);
    expect(categoriesOf('The surgery went smoothly.', 'healthcare')).toEqual(['care quality']);
    expect(categoriesOf('The plumber did a careless job.', 'home services')).toEqual(['staff']);
    expect(categoriesOf('That job took them a single afternoon.', 'home services')).toEqual(['service']);
  });

  it('reads "work" and "order" for service as nouns only', () => {
    const categoriesOf = (text: string, vertical: string) =>
      analyser.analyse(text, vertical).categories.map((mention) => mention.category);
    expect(categoriesOf('The laptop quit working within a month.', 'retail')).toEqual(['product']);
    expect(categoriesOf('I ordered through the website.', 'retail')).toEqual(['consumer/customer/patient']);
    expect(categoriesOf('Their work on our roof was careful.', 'home services')).toEqual(['service']);
    expect(categoriesOf('Order came out wrong.', 'restaurant')).toEqual(['service']);
  });

  it('answers an empty analysis for text without words', () => {
    expect(analyser.analyse('  ...  ')).toEqual({ sentiment: 0, score: 0, keywords: [], categories: [] });
  });

  it('knows the verticals by their names and aliases and offers every category otherwise', () => {
    expect(categoriesForVertical('Restaurants')).toEqual(['food', 'service', 'atmosphere', 'value']);
    expect(categoriesForVertical('dental')).toContain('bedside manner');
    expect(categoriesForVertical(null)).toHaveLength(12);
    expect(categoriesForVertical('agency')).toHaveLength(12);
  });

  it('asks the second opinion only about reviews the first model is unsure of, and takes the mean of both', () => {
    // A second opinion that calls everything positive: 2 * sigmoid(3) - 1 = 0.905.
    const alwaysPositive: SentimentModel = {
      ...BASE_MODEL,
      version: 'always-positive',
      bias: 3,
      lexiconWeight: 0,
      weights: [],
    };
    const alone = createTextAnalyser({ secondOpinion: null });
    const asking = createTextAnalyser({ secondOpinion: alwaysPositive, wordVectors: null });
    const unsure = 'Parking is behind the building.';
    const sure = 'Rude staff, a filthy room and a bill twice the quote.';
    const unsureAlone = alone.analyse(unsure).score;
    expect(Math.abs(unsureAlone)).toBeLessThan(BASE_MODEL.neutralBand);
    expect(asking.analyse(unsure).score).toBeCloseTo((unsureAlone + 0.905) / 2, 2);
    expect(alone.analyse(sure).sentiment).toBe(-1);
    expect(asking.analyse(sure)).toEqual(alone.analyse(sure));
  });

  it("adds the word-vector model's log-odds to the second opinion's, for reviews the first model is unsure of", () => {
    const undecided: SentimentModel = { ...BASE_MODEL, version: 'undecided', bias: 0, lexiconWeight: 0, weights: [] };
    // "parking" alone of the sentence's words is known, and leans positive: log-odds 0 + 0.5 + 2 = 2.5.
    const wordVectors: WordVectorModel = { ...WORD_VECTOR_MODEL, bias: 0.5, words: { parking: [2, -2] } };
    const alone = createTextAnalyser({ secondOpinion: null });
    const asking = createTextAnalyser({ secondOpinion: undecided, wordVectors });
    const unsure = 'Parking is behind the building.';
    const sure = 'Rude staff, a filthy room and a bill twice the quote.';
    const other = 2 / (1 + Math.exp(-2.5)) - 1;
    expect(asking.analyse(unsure).score).toBeCloseTo((alone.analyse(unsure).score + other) / 2, 2);
    expect(asking.analyse(sure)).toEqual(alone.analyse(sure));
  });
});
