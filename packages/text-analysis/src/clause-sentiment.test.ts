import { describe, expect, it } from 'vitest';
import { createTextAnalyser } from './index';

const analyser = createTextAnalyser();

/** The sentiment of each keyword of a text, by its short form. */
function keywordSentiments(text: string, vertical = 'healthcare'): Record<string, number> {
  return Object.fromEntries(
    analyser.analyse(text, vertical).keywords.map((mention) => [mention.short, mention.sentiment]),
  );
}

describe('keyword sentiment from its clause', () => {
  it('reads "used to" as how things were, not how they are', () => {
    expect(keywordSentiments('I used to dread the dentist, not anymore.')).toEqual({ dentist: 1 });
    expect(keywordSentiments('The clinic used to be great, now it is impossible to get an appointment.')).toEqual({
      clinic: -1,
      appointment: -1,
    });
    // A comparison with the past is no past habit.
    expect(keywordSentiments("The tacos aren't as good as they used to be.", 'restaurant')).toEqual({ taco: -1 });
  });

  it('knows the idioms of waiting', () => {
    expect(keywordSentiments('No wait at all, I was seen right on time.')).toEqual({ wait: 1 });
    expect(keywordSentiments('The wait was worth it.', 'restaurant')).toEqual({ wait: 1 });
    expect(keywordSentiments("We didn't have to wait for a table.", 'restaurant')).toEqual({ table: 1 });
    expect(keywordSentiments('Never a wait for the squat racks.', 'fitness')).toEqual({ wait: 1, rack: 1 });
    expect(keywordSentiments('Cold food and a long wait.', 'restaurant')).toEqual({ food: -1, wait: -1 });
  });

  it('gives each side of a contrast its own sentiment', () => {
    expect(keywordSentiments('The pizza was incredible but the service was painfully slow.', 'restaurant')).toEqual({
      pizza: 1,
      service: -1,
    });
    expect(keywordSentiments('The burger was overcooked, although the fries were perfect.', 'restaurant')).toEqual({
      burger: -1,
      fry: 1,
    });
    // A side that says nothing itself is the other side's opposite.
    expect(keywordSentiments('The office is tiny but the team is lovely.')).toEqual({ office: -1, team: 1 });
    // "but it" goes on about the same thing and has the last word.
    expect(keywordSentiments('The line was out the door but it moved fast.', 'retail')).toMatchObject({ line: 1 });
  });

  it('ends a negation at its clause and its first sentiment word', () => {
    expect(keywordSentiments('They never listen and the food is great.', 'restaurant')).toEqual({ food: 1 });
    expect(keywordSentiments('I no longer dread my appointments thanks to this team.')).toMatchObject({ team: 1 });
    expect(keywordSentiments('No hidden fees and the crew was quick.', 'home services')).toEqual({ fee: 1, crew: 1 });
  });

  it('reads a question that praises nothing as a complaint', () => {
    expect(keywordSentiments('Do they ever answer the phone?')).toEqual({ phone: -1 });
    expect(keywordSentiments('Why would you serve sushi rice this warm?', 'restaurant')).toEqual({ 'sushi rice': -1 });
  });

  it('reads a fixed problem as good news', () => {
    expect(keywordSentiments('The owner answered quickly and fixed the problem.', 'retail')).toMatchObject({
      owner: 1,
    });
  });

  it('gives categories the sentiment of the clauses that cue them', () => {
    const categories = analyser.analyse('Food was good, service was slow.', 'restaurant').categories;
    expect(Object.fromEntries(categories.map((mention) => [mention.category, mention.sentiment]))).toEqual({
      food: 1,
      service: -1,
    });
  });
});
