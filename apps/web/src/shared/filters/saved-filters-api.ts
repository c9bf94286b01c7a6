import type { SavedFilterConfig } from '@repute/domain';
import type { EndpointBody } from '@repute/domain/contracts/endpoint';
import {
  createUserPreference,
  deleteUserPreference,
  patchUserPreference,
} from '@repute/domain/contracts/user-preferences';
import { SAVED_FILTER_PREFERENCE_TYPE } from '@repute/domain/saved-filters';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { callEndpoint } from '../api/call-endpoint';
import { filterOptionKeys } from './filter-options-api';
import { useOptionScope } from './use-option-scope';

/** The server's own words for a failure, or the spec's text for the call when it sent none. */
export function failureText(error: unknown, fallback: string): Error {
  const server = isApiError(error) ? error.body?.message || error.body?.error : undefined;
  return new Error(server || fallback);
}

/** A conflict on the name: the name input shows it. */
export function isNameConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

function useSavedFilterMutation<Variables, Result>(
  call: (variables: Variables) => Promise<Result>,
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
    callEndpoint(createUserPreference, {
      body: {
        account_id: scope.accountId,
        user_id: scope.userId,
        preference_type: SAVED_FILTER_PREFERENCE_TYPE,
        name,
        config,
      },
    }),
  );
}

export function useUpdateSavedFilter() {
  return useSavedFilterMutation(({ id, body }: { id: number; body: EndpointBody<typeof patchUserPreference> }) =>
    callEndpoint(patchUserPreference, { params: { id }, body }),
  );
}

/** Applying updates the saved filter with prune; the answer holds what is still there to restore. */
export function useApplySavedFilter() {
  return useSavedFilterMutation((id: number) =>
    callEndpoint(patchUserPreference, { params: { id }, body: { prune: true } }),
  );
}

/**
 * Only the lists are asked again: the selected filter's name, asked again while the selection still names it,
 * would answer 404 and alert "Error fetching Saved Filters" beside "Filter deleted".
 */
export function useDeleteSavedFilter() {
  return useSavedFilterMutation(
    (id: number) => callEndpoint(deleteUserPreference, { params: { id } }),
    filterOptionKeys.lists('savedFilters'),
  );
}
