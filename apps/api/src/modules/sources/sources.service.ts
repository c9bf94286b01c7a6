import {
  type Compare,
  comparatorOf,
  keywordSearchOf,
  pageSlice,
  type SOURCE_SORT_FIELDS,
  SOURCES,
  type Source,
  type SourcesQuery,
  sortTermsOf,
  sourceById,
} from '@repute/domain';
import { notFound } from '../../platform/errors';

const COMPARISONS: Record<(typeof SOURCE_SORT_FIELDS)[number], Compare<Source>> = {
  ordinal: (a, b) => a.ordinal - b.ordinal,
  name: (a, b) => a.name.localeCompare(b.name, 'en'),
  id: (a, b) => a.id - b.id,
};

/** The default order: ordinal, then name. */
const DEFAULT_SORT = [
  { field: 'ordinal', descending: false },
  { field: 'name', descending: false },
];

/** The source catalogue is the same for every account (spec 000 §7 "Sources list"). */
export function createSourcesService() {
  return {
    list(query: SourcesQuery): { rows: Source[]; total: number } {
      const search = keywordSearchOf(query);
      const keywords = search?.phrase.toLowerCase();
      const requested = sortTermsOf(query);
      const rows = SOURCES.filter(
        (source) =>
          (!keywords ||
            (search?.typeahead
              ? source.name.toLowerCase().startsWith(keywords)
              : source.name.toLowerCase().includes(keywords))) &&
          (query.supports_reviews === undefined || source.supports_reviews === query.supports_reviews) &&
          (query.supports_images === undefined || source.supports_images === query.supports_images) &&
          (!query.imagesOnly || (source.supports_images && !source.supports_reviews)),
      ).sort(comparatorOf(requested.length > 0 ? requested : DEFAULT_SORT, COMPARISONS, (a, b) => a.id - b.id));
      return { rows: pageSlice(rows, query), total: rows.length };
    },

    get(id: number): Source {
      const source = sourceById(id);
      if (!source) throw notFound('Source not found');
      return source;
    },
  };
}

export type SourcesService = ReturnType<typeof createSourcesService>;
