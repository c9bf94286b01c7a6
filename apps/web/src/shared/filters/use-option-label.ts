import { useQuery } from '@tanstack/react-query';
import {
  type FilterOption,
  filterOptionKeys,
  LABEL_FETCHERS,
  OPTION_ERRORS,
  type OptionKind,
} from './filter-options-api';
import { useFailureToast } from './use-failure-toast';
import { useOptionScope } from './use-option-scope';

/** The text of the selected option: from the loaded options, else fetched by id (a link or a saved filter). */
export function useOptionLabel(kind: OptionKind, value: string | null, loaded: FilterOption[]): string | null {
  const scope = useOptionScope();
  const known = value === null ? undefined : loaded.find((option) => option.value === value);
  const query = useQuery({
    queryKey: filterOptionKeys.label(kind, scope, value ?? ''),
    queryFn: () => LABEL_FETCHERS[kind](value ?? '', scope),
    enabled: scope.signedIn && value !== null && !known,
    staleTime: 5 * 60_000,
  });
  useFailureToast(query.error, query.errorUpdatedAt, OPTION_ERRORS[kind].label);
  if (value === null) return null;
  return known?.label ?? query.data ?? null;
}
