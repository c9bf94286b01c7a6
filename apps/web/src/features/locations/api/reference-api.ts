import { getCategory, listCategories, listCountries, listStates } from '@repute/domain/contracts/reference';
import { CATEGORIES_PAGE_SIZE, REFERENCE_PAGE_SIZE } from '@repute/domain/reference-data';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';

export const referenceKeys = {
  countries: (keywords: string) => ['countries', keywords] as const,
  states: (countryId: number, keywords: string) => ['states', countryId, keywords] as const,
  categories: (keywords: string, placeId: string) => ['categories', keywords, placeId] as const,
  category: (id: number) => ['categories', 'detail', id] as const,
};

const DAY_MS = 86_400_000;

/** GET /countries: type-ahead by name, 500 a page (spec 001 §7). */
export function useCountries(keywords: string) {
  return useQuery({
    queryKey: referenceKeys.countries(keywords),
    queryFn: async () =>
      (
        await callEndpoint(listCountries, {
          query: { keywords: keywords || undefined, search_type: 'typeahead', per_page: REFERENCE_PAGE_SIZE },
        })
      )._embedded.countries,
    staleTime: DAY_MS,
    placeholderData: keepPreviousData,
  });
}

/** GET /states of one country, 500 a page (spec 001 §7). */
export function useStates(countryId: number | null, keywords: string) {
  return useQuery({
    queryKey: referenceKeys.states(countryId ?? 0, keywords),
    queryFn: async () =>
      (
        await callEndpoint(listStates, {
          query: {
            country_id: countryId ?? undefined,
            keywords: keywords || undefined,
            search_type: 'typeahead',
            per_page: REFERENCE_PAGE_SIZE,
          },
        })
      )._embedded.states,
    enabled: countryId !== null,
    staleTime: DAY_MS,
    placeholderData: keepPreviousData,
  });
}

/** GET /categories: 25 a page, searched by name (debounced by the caller). */
export function useCategories(keywords: string, googlePlaceId: string, enabled: boolean) {
  return useQuery({
    queryKey: referenceKeys.categories(keywords, googlePlaceId),
    queryFn: async () =>
      (
        await callEndpoint(listCategories, {
          query: {
            google_place_id: googlePlaceId || undefined,
            keywords: keywords || undefined,
            search_type: keywords ? 'typeahead' : undefined,
            'sort[by]': 'name',
            'sort[order]': 'asc',
            page: 1,
            per_page: CATEGORIES_PAGE_SIZE,
          },
        })
      )._embedded.categories,
    enabled,
    staleTime: DAY_MS,
    placeholderData: keepPreviousData,
  });
}

export function useCategory(id: number | null) {
  return useQuery({
    queryKey: referenceKeys.category(id ?? 0),
    queryFn: () => callEndpoint(getCategory, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    staleTime: DAY_MS,
  });
}
