import type { ExperienceCategory } from '@repute/domain';

/** Words that put a review in an experience category (spec 001 §3); matched on word starts. */
const CATEGORY_WORDS: Partial<Record<ExperienceCategory, string[]>> = {
  food: ['food', 'dish', 'meal', 'pasta', 'burger', 'dessert', 'menu', 'taste', 'flavor', 'brunch'],
  service: ['service', 'server', 'waiter', 'helpful', 'attentive', 'friendly'],
  atmosphere: ['atmosphere', 'ambiance', 'music', 'cozy', 'noisy', 'loud', 'decor'],
  value: ['price', 'value', 'expensive', 'cheap', 'overpriced', 'billing', 'insurance', 'membership', 'fee'],
  staff: ['staff', 'team', 'receptionist', 'front desk', 'trainer', 'hygienist', 'coach'],
  'wait time': ['wait', 'waited', 'late', 'on time', 'quick', 'slow'],
  facilities: ['clean', 'dirty', 'equipment', 'locker', 'shower', 'parking', 'office', 'restroom'],
  'care quality': ['cleaning', 'filling', 'crown', 'treatment', 'pain', 'painless', 'x-ray', 'checkup'],
  'bedside manner': ['gentle', 'explained', 'caring', 'rough', 'rushed', 'listened', 'patient'],
};

/** 4–5 stars positive, 1–2 negative; without a rating, the words decide. */
export function sentimentOf(rating: number, content: string | null): -1 | 0 | 1 {
  if (rating >= 4) return 1;
  if (rating >= 1 && rating <= 2) return -1;
  if (rating === 3 || !content) return 0;
  const text = content.toLowerCase();
  const good = /\b(great|love|excellent|amazing|recommend|friendly|best)\b/.test(text);
  const bad = /\b(terrible|awful|rude|worst|never again|disappointed|dirty)\b/.test(text);
  return good === bad ? 0 : good ? 1 : -1;
}

export function categoriesOf(content: string | null): string[] {
  if (!content) return [];
  const text = ` ${content.toLowerCase().replace(/[^a-z0-9\- ]+/g, ' ')}`;
  return Object.entries(CATEGORY_WORDS)
    .filter(([, words]) => words.some((word) => text.includes(` ${word}`)))
    .map(([category]) => category);
}
