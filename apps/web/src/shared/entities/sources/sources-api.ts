import { listSources } from '@repute/domain/contracts/sources';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../api/call-endpoint';
import { sourceKeys } from './source-keys';

/** The sources with reviews, in the catalogue's order (the sources list of spec 000 §7); the catalogue does not change. */
export function reviewSourcesQuery(perPage: number) {
  return queryOptions({
    queryKey: sourceKeys.withReviews(perPage),
    queryFn: async () =>
      (await callEndpoint(listSources, { query: { supports_reviews: true, sort: 'ordinal,name', per_page: perPage } }))
        ._embedded.sources,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
