import type { SavedFilterConfig, UserPreference, UserPreferenceCreate, UserPreferencePatch } from '@repute/domain';
import { SAVED_FILTER_PREFERENCE_TYPE } from '@repute/domain/saved-filters';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/api-client';
import { isApiError } from '../api/api-error';
import { resourceApi } from '../api/resource-api';
import { filterOptionKeys } from './filter-options-api';
import { useOptionScope } from './use-option-scope';

const preferences = resourceApi<'user_preferences', UserPreference, UserPreferenceCreate, UserPreferencePatch>(
  api,
  '/user_preferences',
);

/** The server's own words for a failure, or the spec's text for the call when it sent none. */
export function failureText(error: unknown, fallback: string): Error {
  const server = isApiError(error) ? error.body?.message || error.body?.error : undefined;
  return new Error(server || fallback);
}

/** A conflict on the name: the name input shows it. */
export function isNameConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

function useSavedFilterMutation<Variables>(
  call: (variables: Variables) => Promise<UserPreference | undefined>,
  stale: readonly unknown[] = filterOptionKeys.kind('savedFilters'),
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // The filter bar shows the spec's messages itself.
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: stale }),
  });
}

export function useCreateSavedFilter() {
  const scope = useOptionScope();
  return useSavedFilterMutation(({ name, config }: { name: string; config: SavedFilterConfig }) =>
    preferences.create({
      account_id: scope.accountId,
      user_id: scope.userId,
      preference_type: SAVED_FILTER_PREFERENCE_TYPE,
      name,
      config,
    }),
  );
}

export function useUpdateSavedFilter() {
  return useSavedFilterMutation(({ id, body }: { id: number; body: UserPreferencePatch }) =>
    preferences.patch(id, body),
  );
}

/** Applying updates the saved filter with prune; the answer holds what is still there to restore. */
export function useApplySavedFilter() {
  return useSavedFilterMutation((id: number) => preferences.patch(id, { prune: true }));
}

/**
 * Only the lists are asked again: the selected filter's name, asked again while the selection still names it,
 * would answer 404 and alert "Error fetching Saved Filters" beside "Filter deleted".
 */
export function useDeleteSavedFilter() {
  return useSavedFilterMutation((id: number) => preferences.remove(id), filterOptionKeys.lists('savedFilters'));
}
