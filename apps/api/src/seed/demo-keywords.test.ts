import { createTextAnalyser, type RatedMention, ratingDisagreements, summariseMentions } from '@repute/text-analysis';
import { describe, expect, it } from 'vitest';
import { plannedDemoReviews } from './demo-review-plan';

const analyser = createTextAnalyser();
const accounts = plannedDemoReviews(new Date('2026-01-01T00:00:00Z'));

/** Every keyword and category mention of an account's demo reviews, with its review's rating (0: none). */
function mentionsOf(account: (typeof accounts)[number]) {
  // The demo combines a few dozen sentences: each distinct text is analysed once.
  const analyses = new Map<string, ReturnType<typeof analyser.analyse>>();
  const keywords: RatedMention[] = [];
  const categories: RatedMention[] = [];
  for (const review of account.reviews) {
    const text = review.content ?? '';
    let analysis = analyses.get(text);
    if (!analysis) {
      analysis = analyser.analyse(text, account.vertical);
      analyses.set(text, analysis);
    }
    const rating = review.rating ?? null;
    for (const mention of analysis.keywords)
      keywords.push({ subject: mention.short, sentiment: mention.sentiment, rating });
    for (const mention of analysis.categories) {
      categories.push({ subject: mention.category, sentiment: mention.sentiment, rating });
    }
  }
  return { keywords, categories };
}

describe("the demo's keywords and categories against its ratings", () => {
  it('has no keyword or category whose sentiment disagrees strongly with the ratings of its reviews', () => {
    expect(accounts.length).toBeGreaterThanOrEqual(3);
    for (const account of accounts) {
      const { keywords, categories } = mentionsOf(account);
      expect({ account: account.account, flagged: ratingDisagreements([...keywords, ...categories]) }).toEqual({
        account: account.account,
        flagged: [],
      });
    }
  });

  it('reads "dentist" and "wait" in Northwind\'s reviews as the reviews do', () => {
    const northwind = accounts.find((account) => account.account === 'Northwind Dental');
    if (!northwind) throw new Error('no Northwind Dental in the demo');
    const summaries = summariseMentions(mentionsOf(northwind).keywords);
    for (const keyword of ['dentist', 'wait']) {
      const summary = summaries.find((entry) => entry.subject === keyword);
      expect(summary?.averageRating).toBeGreaterThanOrEqual(4.5);
      // "I used to dread the dentist, not anymore.", "Highly recommend ... a new dentist.", "No wait at all ..."
      expect(summary).toMatchObject({ negative: 0, neutral: 0 });
      expect(summary?.positive).toBeGreaterThan(100);
    }
  });
});
