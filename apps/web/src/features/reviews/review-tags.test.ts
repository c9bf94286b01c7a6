import type { ReviewTag } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import { hasTag, tagSuggestions, withoutTag, withTag } from './review-tags';

const tag = (id: number, name: string): ReviewTag => ({ id, name, account_id: 1, review_id: 9 });
const review = { id: 9, tags: [tag(1, 'Billing'), tag(2, 'VIP patient')] };

describe('review tags', () => {
  it('adds a tag in name order, once, ignoring case', () => {
    expect(withTag(review, tag(3, 'follow up')).tags.map((t) => t.name)).toEqual([
      'Billing',
      'follow up',
      'VIP patient',
    ]);
    expect(withTag(review, tag(4, 'billing'))).toBe(review);
  });

  it('removes a tag by name regardless of case', () => {
    expect(withoutTag(review, 'vip PATIENT').tags.map((t) => t.name)).toEqual(['Billing']);
    expect(hasTag(review, 'BILLING')).toBe(true);
  });
});

describe('tagSuggestions', () => {
  it("offers the account's matching tags the review lacks, then the typed name as a new tag", () => {
    const suggestions = tagSuggestions('Fo', [{ name: 'Billing' }, { name: 'Food' }], review);
    expect(suggestions).toEqual([
      { name: 'Food', isNew: false },
      { name: 'Fo', isNew: true },
    ]);
  });

  it('offers no new tag when the name exists (any case), is on the review, is blank or too long', () => {
    expect(tagSuggestions('food', [{ name: 'Food' }], review)).toEqual([{ name: 'Food', isNew: false }]);
    expect(tagSuggestions('billing', [], review)).toEqual([]);
    expect(tagSuggestions('   ', [{ name: 'Food' }], review)).toEqual([{ name: 'Food', isNew: false }]);
    expect(tagSuggestions('x'.repeat(61), [], review)).toEqual([]);
    expect(tagSuggestions(` ${'x'.repeat(60)} `, [], review)).toEqual([{ name: 'x'.repeat(60), isNew: true }]);
  });
});
