import { describe, expect, it } from 'vitest';
import { builtInDraft } from './built-in-engine';
import type { DraftFacts, Tone } from './draft-facts';
import { failedChecks } from './guardrails';

const facts = (more: Partial<DraftFacts> = {}): DraftFacts => ({
  firstName: 'Emily',
  otherNames: ['Carter'],
  locationName: 'Bluebird Bistro - Wicker Park',
  rating: 5,
  tone: 'positive',
  topics: ['the food', 'the pasta'],
  healthcare: false,
  reviewText: 'The pasta was wonderful and the food came fast.',
  templates: [],
  seed: 7,
  ...more,
});

const TONES: Tone[] = ['positive', 'mixed', 'negative'];

describe('the built-in reply engine', () => {
  it('greets by first name, names what the review talks about and the location, in the tone of the stars', () => {
    const praise = builtInDraft(facts());
    expect(praise).toMatch(/^Hi Emily,/);
    expect(praise).toContain('the food and the pasta made a good impression');
    expect(praise).toContain('Bluebird Bistro - Wicker Park');
    expect(praise).not.toContain('Carter');
    const complaint = builtInDraft(facts({ rating: 1, tone: 'negative', topics: ['wait times'] }));
    expect(complaint).toContain('sorry');
    expect(complaint).toContain('what you said about wait times');
  });

  it('starts from a template that suits the tone, in the account’s words', () => {
    const templates = [
      'Thank you, Emily! We are so glad you chose Bluebird Bistro - Wicker Park.',
      'Hi Emily, we are sorry your visit fell short. Please call us so we can make it right.',
    ];
    const praise = builtInDraft(facts({ templates }));
    expect(praise).toMatch(
      /^Thank you, Emily! It is wonderful to hear that the food and the pasta made a good impression\. We are so glad you chose Bluebird Bistro - Wicker Park\.\n/,
    );
    const complaint = builtInDraft(facts({ templates, rating: 2, tone: 'negative', topics: ['our service'] }));
    expect(complaint).toMatch(
      /^Hi Emily, we are sorry your visit fell short\. We take what you said about our service/,
    );
  });

  it('passes over a template that would break a guardrail', () => {
    const templates = ['Thank you, Emily! Your next coffee is free.'];
    const draft = builtInDraft(facts({ templates }));
    expect(draft).not.toContain('free');
    expect(draft).toMatch(/^Hi Emily,/);
  });

  it('in healthcare, never uses a template or a word that says the reviewer was a patient', () => {
    const templates = [
      'Thank you, Emily! We are so glad you chose Northwind Dental - Ballard.',
      'Thanks for the feedback, Emily. We hope to see you again soon!',
    ];
    for (const tone of TONES) {
      const healthcare = facts({
        healthcare: true,
        tone,
        templates,
        topics: ['our staff'],
        locationName: 'Northwind Dental - Ballard',
        reviewText: 'My root canal was painless and the staff were lovely.',
      });
      const draft = builtInDraft(healthcare);
      expect(failedChecks(draft, healthcare)).toEqual([]);
      expect(draft).not.toMatch(/visit|patient|treatment|appointment|see you|chose/i);
      expect(draft).not.toContain('root canal');
    }
  });

  it('always has a draft that passes every guardrail, even with no name, no topic and no template', () => {
    for (const healthcare of [false, true]) {
      for (const tone of TONES) {
        const bare = facts({ firstName: null, otherNames: [], topics: [], healthcare, tone, reviewText: '' });
        const draft = builtInDraft(bare);
        expect(draft).toMatch(/^Hello,/);
        expect(failedChecks(draft, bare)).toEqual([]);
      }
    }
  });
});
