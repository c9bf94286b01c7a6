import type { HalList, Source } from '@repute/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/api-client';
import { embedded } from '../../api/resource-api';
import { sourceKeys } from './source-keys';

/** The sources with reviews, in the catalogue's order (the sources list of spec 000 §7); the catalogue does not change. */
export function reviewSourcesQuery(perPage: number) {
  return queryOptions({
    queryKey: sourceKeys.withReviews(perPage),
    queryFn: async () =>
      embedded(
        await api.get<HalList<'sources', Source>>('/sources', {
          supports_reviews: true,
          sort: 'ordinal,name',
          per_page: perPage,
        }),
        'sources',
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
