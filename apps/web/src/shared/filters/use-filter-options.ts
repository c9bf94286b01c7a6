import { useDebouncedValue } from '@mantine/hooks';
import { FILTER_SEARCH_DEBOUNCE_MS } from '@repute/domain/filters';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  type FilterOption,
  filterOptionKeys,
  OPTION_ERRORS,
  OPTION_FETCHERS,
  type OptionKind,
} from './filter-options-api';
import { useFailureToast } from './use-failure-toast';
import { useOptionScope } from './use-option-scope';

export type FilterOptionsResult = {
  search: string;
  setSearch: (search: string) => void;
  options: FilterOption[];
  loading: boolean;
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
};

/**
 * A dropdown's options: type-ahead debounced 250 ms (spec 000 §9), 25 a page, the next page on demand.
 * A failure alerts with the spec's text and the dropdown shows it instead of options.
 */
export function useFilterOptions(kind: OptionKind, options: { groupId?: number | null; enabled?: boolean } = {}) {
  const scope = useOptionScope();
  const [search, setSearch] = useState('');
  const [keywords] = useDebouncedValue(search.trim(), FILTER_SEARCH_DEBOUNCE_MS);
  const groupId = options.groupId ?? null;
  const query = useInfiniteQuery({
    queryKey: filterOptionKeys.list(kind, scope, keywords, groupId),
    queryFn: ({ pageParam }) => OPTION_FETCHERS[kind]({ ...scope, page: pageParam, keywords, groupId }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    enabled: scope.signedIn && options.enabled !== false,
  });
  useFailureToast(query.error, query.errorUpdatedAt, OPTION_ERRORS[kind].list);
  const loaded = useMemo(() => query.data?.pages.flatMap((page) => page.options) ?? [], [query.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  return {
    search,
    setSearch,
    options: loaded,
    loading: query.isPending && query.fetchStatus !== 'idle',
    error: query.isError ? OPTION_ERRORS[kind].inline : null,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMore: () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
  } satisfies FilterOptionsResult;
}
