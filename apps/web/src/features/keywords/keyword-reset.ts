import type { FilterUrlKey } from '@repute/domain';

/**
 * Spec 001 §9: Reset keeps only to, from and sort. The date range is kept as the URL holds it: a preset as its
 * descriptor, a custom range as descriptor, from and to (decision 0043).
 */
const KEPT_ON_RESET = ['sort', 'dateDescriptor', 'from', 'to'];

/** The query after Reset; `keep` names filter keys that are the page itself (the category page's category). */
export function resetKeywordQuery(current: URLSearchParams, { keep = [] }: { keep?: FilterUrlKey[] } = {}) {
  const kept = new Set<string>([...KEPT_ON_RESET, ...keep]);
  return new URLSearchParams([...current].filter(([key]) => kept.has(key)));
}
