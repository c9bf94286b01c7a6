import type { HalList } from '@repute/domain';
import { getGroup, listGroups } from '@repute/domain/contracts/groups';
import { listExperienceCategories } from '@repute/domain/contracts/insights';
import { getLocation, listLocations } from '@repute/domain/contracts/locations';
import { getSource, listSources } from '@repute/domain/contracts/sources';
import { getTag, listTags } from '@repute/domain/contracts/tags';
import { getUserPreference, listUserPreferences } from '@repute/domain/contracts/user-preferences';
import { experienceCategoryLabel } from '@repute/domain/experience-categories';
import { FILTER_OPTIONS_PAGE_SIZE } from '@repute/domain/filters';
import {
  SAVED_FILTER_MESSAGES,
  SAVED_FILTER_PREFERENCE_TYPE,
  SAVED_FILTERS_PAGE_SIZE,
} from '@repute/domain/saved-filters';
import { callEndpoint } from '../api/call-endpoint';
import { embedded } from '../api/hal';

/** One entry of a filter dropdown; the value is what the URL holds. */
export type FilterOption = { value: string; label: string };
export type OptionPage = { options: FilterOption[]; page: number; totalPages: number };
export type OptionKind = 'groups' | 'locations' | 'sources' | 'categories' | 'tags' | 'savedFilters';

/** Who is asking: options are the account's, saved filters the user's. */
export type OptionScope = { accountId: number; userId: number };
export type OptionRequest = OptionScope & { page: number; keywords: string; groupId?: number | null };

type Named = { id: number; name: string };

const toOptions = (items: Named[]): FilterOption[] =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

function page<Plural extends string, Item>(
  list: HalList<Plural, Item>,
  plural: Plural,
  map: (items: Item[]) => FilterOption[],
): OptionPage {
  return { options: map(embedded(list, plural)), page: list._page, totalPages: list._total_pages };
}

const typeahead = (keywords: string) => (keywords ? { keywords, search_type: 'typeahead' as const } : {});

/** The calls behind each dropdown (spec 000 §7 "Filter data"), 25 a page. */
export const OPTION_FETCHERS: Record<OptionKind, (request: OptionRequest) => Promise<OptionPage>> = {
  groups: async ({ accountId, userId, page: pageNumber, keywords }) =>
    page(
      await callEndpoint(listGroups, {
        query: {
          account_id: accountId,
          user_id: userId,
          page: pageNumber,
          per_page: FILTER_OPTIONS_PAGE_SIZE,
          ...typeahead(keywords),
        },
      }),
      'groups',
      toOptions,
    ),
  locations: async ({ accountId, page: pageNumber, keywords, groupId }) =>
    page(
      await callEndpoint(listLocations, {
        query: {
          account_id: accountId,
          page: pageNumber,
          per_page: FILTER_OPTIONS_PAGE_SIZE,
          group_id: groupId ?? undefined,
          keywords: keywords || undefined,
        },
      }),
      'locations',
      toOptions,
    ),
  sources: async ({ page: pageNumber, keywords }) =>
    page(
      await callEndpoint(listSources, {
        query: {
          sort: 'ordinal,name',
          supports_reviews: true,
          page: pageNumber,
          per_page: FILTER_OPTIONS_PAGE_SIZE,
          keywords: keywords || undefined,
        },
      }),
      'sources',
      toOptions,
    ),
  categories: async ({ accountId, page: pageNumber, keywords }) =>
    page(
      await callEndpoint(listExperienceCategories, {
        params: { account_id: accountId },
        query: { page: pageNumber, per_page: FILTER_OPTIONS_PAGE_SIZE, ...typeahead(keywords) },
      }),
      'categories',
      (items) => items.map((item) => ({ value: item.category, label: item.name })),
    ),
  tags: async ({ accountId, page: pageNumber, keywords }) =>
    page(
      await callEndpoint(listTags, {
        query: { account_id: accountId, page: pageNumber, per_page: FILTER_OPTIONS_PAGE_SIZE, ...typeahead(keywords) },
      }),
      'tags',
      toOptions,
    ),
  savedFilters: async ({ accountId, userId, page: pageNumber, keywords }) =>
    page(
      await callEndpoint(listUserPreferences, {
        query: {
          account_id: accountId,
          user_id: userId,
          preference_type: SAVED_FILTER_PREFERENCE_TYPE,
          page: pageNumber,
          per_page: SAVED_FILTERS_PAGE_SIZE,
          keywords: keywords || undefined,
        },
      }),
      'user_preferences',
      toOptions,
    ),
};

/** The name of one selected option that is not among the loaded ones (a location restored from a link). */
export const LABEL_FETCHERS: Record<OptionKind, (id: string, scope: OptionScope) => Promise<string>> = {
  groups: async (id) => (await callEndpoint(getGroup, { params: { id } })).name,
  locations: async (id) => (await callEndpoint(getLocation, { params: { id } })).name,
  sources: async (id) => (await callEndpoint(getSource, { params: { id } })).name,
  categories: async (id) => experienceCategoryLabel(id),
  tags: async (id) => (await callEndpoint(getTag, { params: { id } })).name,
  savedFilters: async (id) => (await callEndpoint(getUserPreference, { params: { id } })).name,
};

/** Spec 000 §8 "Filter data" (and 001 §8 for categories): the alert of a failed option list. */
export const OPTION_ERRORS: Record<OptionKind, { list: string; label: string; inline: string }> = {
  groups: { list: 'Error fetching groups', label: 'Error fetching groups', inline: 'Error fetching groups' },
  locations: { list: 'Error fetching locations', label: 'Error fetching location', inline: 'Error fetching locations' },
  sources: { list: 'Error fetching sources', label: 'Error fetching sources', inline: 'Error fetching sources' },
  categories: {
    list: 'Error fetching categories',
    label: 'Error fetching categories',
    inline: 'Error fetching categories',
  },
  tags: { list: 'Error fetching tags', label: 'Error fetching tags', inline: 'Error fetching tags' },
  savedFilters: {
    list: SAVED_FILTER_MESSAGES.fetchError,
    label: SAVED_FILTER_MESSAGES.fetchError,
    inline: SAVED_FILTER_MESSAGES.fetchFailed,
  },
};

export const filterOptionKeys = {
  all: ['filter-options'] as const,
  kind: (kind: OptionKind) => ['filter-options', kind] as const,
  lists: (kind: OptionKind) => ['filter-options', kind, 'list'] as const,
  list: (kind: OptionKind, scope: OptionScope, keywords: string, groupId: number | null) =>
    ['filter-options', kind, 'list', scope.accountId, scope.userId, keywords, groupId] as const,
  label: (kind: OptionKind, scope: OptionScope, id: string) =>
    ['filter-options', kind, 'label', scope.accountId, id] as const,
};
