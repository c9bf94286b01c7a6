import type { Source, SourcesQuery } from '@repute/domain';
import { SOURCES, sourceById } from '@repute/domain';
import { badRequest, notFound } from '../../platform/errors';

const SORTABLE: Record<string, (a: Source, b: Source) => number> = {
  ordinal: (a, b) => a.ordinal - b.ordinal,
  name: (a, b) => a.name.localeCompare(b.name, 'en'),
  id: (a, b) => a.id - b.id,
};

/** sort[by]/sort[order] or sort=ordinal,name (a leading '-' descends); the default is ordinal then name. */
function comparator(query: SourcesQuery): (a: Source, b: Source) => number {
  const parts = query['sort[by]']
    ? [{ field: query['sort[by]'], descending: query['sort[order]'] === 'desc' }]
    : (query.sort ?? 'ordinal,name')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => ({ field: part.replace(/^-/, ''), descending: part.startsWith('-') }));
  const compares = parts.map(({ field, descending }) => {
    const compare = SORTABLE[field];
    if (!compare) throw badRequest(`Cannot sort by ${field}`, { sort: ['Allowed: ordinal, name, id'] });
    return descending ? (a: Source, b: Source) => compare(b, a) : compare;
  });
  return (a, b) => {
    for (const compare of compares) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return a.id - b.id;
  };
}

/** The source catalogue is the same for every account (spec 000 §7 "Sources list"). */
export function createSourcesService() {
  return {
    list(query: SourcesQuery): { rows: Source[]; total: number } {
      const keywords = query.keywords?.trim().toLowerCase();
      const rows = SOURCES.filter(
        (source) =>
          (!keywords ||
            (query.search_type === 'typeahead'
              ? source.name.toLowerCase().startsWith(keywords)
              : source.name.toLowerCase().includes(keywords))) &&
          (query.supports_reviews === undefined || source.supports_reviews === query.supports_reviews) &&
          (query.supports_images === undefined || source.supports_images === query.supports_images) &&
          (!query.imagesOnly || (source.supports_images && !source.supports_reviews)),
      ).sort(comparator(query));
      const offset = (query.page - 1) * query.per_page;
      return { rows: rows.slice(offset, offset + query.per_page), total: rows.length };
    },

    get(id: number): Source {
      const source = sourceById(id);
      if (!source) throw notFound('Source not found');
      return source;
    },
  };
}

export type SourcesService = ReturnType<typeof createSourcesService>;
