import { describe, expect, it } from 'vitest';
import { EXPERIENCE_CATEGORIES, experienceCategoryLabel } from './experience-categories';

describe('experience categories', () => {
  it('are the twelve of spec 001 §3', () => {
    expect(EXPERIENCE_CATEGORIES).toHaveLength(12);
    expect(EXPERIENCE_CATEGORIES).toContain('consumer/customer/patient');
    expect(EXPERIENCE_CATEGORIES).toContain('wait time');
  });

  it('read with a capital first letter', () => {
    expect(experienceCategoryLabel('care quality')).toBe('Care quality');
  });
});
