import type { HalList } from '@repute/domain';
import { syncReviews } from '@repute/domain/contracts/reviews';
import { REVIEW_EVENTS } from '@repute/domain/reviews';
import { URLS_PAGE_SIZE } from '@repute/domain/sources';
import type { ReviewPage } from '@repute/domain/urls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { embedded } from '../../../shared/api/hal';
import { reviewSourcesQuery } from '../../../shared/entities/sources/sources-api';
import { REALTIME_RECONNECTED } from '../../../shared/realtime/realtime-events';
import { useRealtimeEvents } from '../../../shared/realtime/use-realtime-events';
import { concernsLocation } from '../review-sync-watch';
import { extraKeys } from './location-extras-api';

export const reviewSourceKeys = {
  /**
   * Under the Landing Pages' key (extraKeys.urls) but a cache entry of its own, as this list carries each page's
   * sync state: invalidating extraKeys.urls refreshes both tabs.
   */
  pages: (locationId: number) => [...extraKeys.urls(locationId), 'review_sync'] as const,
};

const SOURCES_PAGE_SIZE = 100;

/** GET /urls of one location with each page's sync state (decision 0013). */
export function useReviewPages(
  accountId: number,
  locationId: number,
  /** Milliseconds until the list is read again given what it holds, or false: polled while a sync is awaited. */
  refetchInterval?: (pages: ReviewPage[] | undefined) => number | false,
) {
  return useQuery({
    queryKey: reviewSourceKeys.pages(locationId),
    queryFn: async () =>
      embedded(
        await api.get<HalList<'urls', ReviewPage>>('/urls', {
          account_id: accountId,
          location_id: locationId,
          sort: 'ordinal,name',
          per_page: URLS_PAGE_SIZE,
        }),
        'urls',
      ),
    enabled: locationId > 0 && accountId > 0,
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : undefined,
  });
}

const SYNC_EVENTS = [REVIEW_EVENTS.reviewsSynced, REALTIME_RECONNECTED];

/** Re-reads the location's pages when a sync of it brought changes, or after a reconnect (events may be lost). */
export function useReviewSyncEvents(locationId: number) {
  const queryClient = useQueryClient();
  useRealtimeEvents(SYNC_EVENTS, (_event, payload) => {
    if (concernsLocation(payload, locationId))
      void queryClient.invalidateQueries({ queryKey: extraKeys.urls(locationId) });
  });
}

/** The sources a page can be added for: those with reviews, in the catalogue's order. */
export function useReviewSourceOptions(enabled: boolean) {
  return useQuery({ ...reviewSourcesQuery(SOURCES_PAGE_SIZE), enabled });
}

export type PageInput = { source_id: number; url: string };

/** Create, change and remove a page; each refreshes the location's URLs. Errors are shown where they happen. */
export function useReviewPageMutations(accountId: number, locationId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: extraKeys.urls(locationId) });
  const create = useMutation({
    mutationFn: (input: PageInput) =>
      api.post<ReviewPage>('/urls', { account_id: accountId, location_id: locationId, ...input }),
    meta: { silent: true },
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, url }: { id: number; url: string }) =>
      api.patch<ReviewPage>(`/urls/${id}`, { account_id: accountId, url }),
    meta: { silent: true },
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete<ReviewPage>(`/urls/${id}`),
    meta: { silent: true },
    onSuccess,
  });
  /** POST /reviews/sync of one source: the sync runs in the background; the list shows it when it is done. */
  const syncNow = useMutation({
    mutationFn: (sourceId: number) =>
      callEndpoint(syncReviews, { body: { account_id: accountId, location_id: locationId, source_id: sourceId } }),
    meta: { silent: true },
  });
  return { create, update, remove, syncNow };
}
