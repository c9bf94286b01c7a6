import type { FilterControl } from '../../shared/filters/filter-visibility';

/** Spec 001 §2: the keyword filter bar offers date range, location, group, source, rating, sentiment and category. */
export const KEYWORD_FILTER_CONTROLS: readonly FilterControl[] = [
  'date',
  'group',
  'location',
  'source',
  'rating',
  'sentiment',
  'category',
];
