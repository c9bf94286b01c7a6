import type { LocationListParams } from './location-list-query';

/** Query keys of locations. */
export const locationKeys = {
  all: ['locations'] as const,
  lists: ['locations', 'list'] as const,
  list: (accountId: number, params: LocationListParams) => ['locations', 'list', accountId, params] as const,
  detail: (id: number) => ['locations', 'detail', id] as const,
  typeaheads: ['locations', 'typeahead'] as const,
  typeahead: (accountId: number, keywords: string) => ['locations', 'typeahead', accountId, keywords] as const,
};
