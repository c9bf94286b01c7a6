import {
  EXPERIENCE_CATEGORIES,
  type ExperienceCategoriesQuery,
  type ExperienceCategoryItem,
  experienceCategoryLabel,
  type KeywordSearch,
  keywordSearchOf,
  pageSlice,
} from '@repute/domain';
import { assertCan } from '../../platform/auth/access';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';

const CATEGORIES: ExperienceCategoryItem[] = EXPERIENCE_CATEGORIES.map((category) => ({
  category,
  name: experienceCategoryLabel(category),
}));

/** Type-ahead matches a word start; relevance (the default) matches anywhere. */
function matches(item: ExperienceCategoryItem, search: KeywordSearch | undefined): boolean {
  if (!search) return true;
  const keywords = search.phrase.toLowerCase();
  if (search.typeahead) return ` ${item.category}`.replace(/\//g, ' ').includes(` ${keywords}`);
  return item.category.includes(keywords);
}

/**
 * Insights of reviews (spec 000 §7, 001 §7). For now the experience categories the filter bar offers;
 * category rank and mentioned keywords come with the reviews.
 */
export function createInsightsService() {
  return {
    async categories(caller: Caller, accountId: number, query: ExperienceCategoriesQuery) {
      assertCan(caller, 'insights', 'read');
      await accountInScope(caller, accountId);
      const search = keywordSearchOf(query);
      const rows = CATEGORIES.filter((item) => matches(item, search));
      return { rows: pageSlice(rows, query), total: rows.length };
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
