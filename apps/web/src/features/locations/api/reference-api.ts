import type { Category, Country, HalList, State } from '@repute/domain';
import { CATEGORIES_PAGE_SIZE, REFERENCE_PAGE_SIZE } from '@repute/domain/reference-data';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { embedded } from '../../../shared/api/resource-api';

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
      embedded(
        await api.get<HalList<'countries', Country>>('/countries', {
          keywords: keywords || undefined,
          search_type: 'typeahead',
          per_page: REFERENCE_PAGE_SIZE,
        }),
        'countries',
      ),
    staleTime: DAY_MS,
    placeholderData: keepPreviousData,
  });
}

/** GET /states of one country, 500 a page (spec 001 §7). */
export function useStates(countryId: number | null, keywords: string) {
  return useQuery({
    queryKey: referenceKeys.states(countryId ?? 0, keywords),
    queryFn: async () =>
      embedded(
        await api.get<HalList<'states', State>>('/states', {
          country_id: countryId ?? undefined,
          keywords: keywords || undefined,
          search_type: 'typeahead',
          per_page: REFERENCE_PAGE_SIZE,
        }),
        'states',
      ),
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
      embedded(
        await api.get<HalList<'categories', Category>>('/categories', {
          google_place_id: googlePlaceId || undefined,
          keywords: keywords || undefined,
          search_type: keywords ? 'typeahead' : undefined,
          'sort[by]': 'name',
          'sort[order]': 'asc',
          page: 1,
          per_page: CATEGORIES_PAGE_SIZE,
        }),
        'categories',
      ),
    enabled,
    staleTime: DAY_MS,
    placeholderData: keepPreviousData,
  });
}

export function useCategory(id: number | null) {
  return useQuery({
    queryKey: referenceKeys.category(id ?? 0),
    queryFn: () => api.get<Category>(`/categories/${id}`),
    enabled: id !== null,
    staleTime: DAY_MS,
  });
}
