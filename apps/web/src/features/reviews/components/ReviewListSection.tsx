import { Button, Stack } from '@mantine/core';
import type { Review } from '@repute/domain/reviews';
import { type ReactNode, useEffect } from 'react';
import { filterApiParams } from '../../../shared/filters/filter-state';
import { useAccountCalendar } from '../../../shared/filters/use-account-calendar';
import type { FiltersApi } from '../../../shared/filters/use-filters';
import { usePageSelection } from '../../../shared/lib/use-page-selection';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { openReviewQuery } from '../review-link';
import type { ReviewListScope } from '../review-list-query';
import { clampPage, pageChangeTo, reviewPosition } from '../review-paging';
import { reviewKeys, useReviewList } from '../reviews-api';
import { type ReviewBulkActions, ReviewBulkBar } from './ReviewBulkBar';
import { ReviewCard } from './ReviewCard';
import { ReviewCardSkeleton } from './ReviewCardSkeleton';
import { ReviewPager } from './ReviewPager';

type ReviewListSectionProps = {
  filters: FiltersApi;
  scope: ReviewListScope;
  hasResponse?: boolean;
  /** Oldest first instead of newest first (the parents' reviews without responses may sort by age). */
  oldestFirst?: boolean;
  /**
   * The inbox (the caller's own reviews): read state on the cards, and a selection for the bulk actions the
   * caller may take (none allowed: no checkboxes).
   */
  inbox?: ReviewBulkActions;
  /** What an empty first page says (a later page that comes back empty offers the newest instead). */
  empty: { title: string; text: string };
  /** listQuery: the query of the list on screen ('?…'), for links that should lead back to it. */
  cardLinks: (review: Review, listQuery: string) => { href?: string; action?: ReactNode };
};

const ERROR_TEXT = 'Unable to load reviews at this time. Please reload or try again later.';

/** One page of reviews for the filters in the URL, with the count and numbered pages. */
export function ReviewListSection({
  filters,
  scope,
  hasResponse,
  oldestFirst,
  inbox,
  empty,
  cardLinks,
}: ReviewListSectionProps) {
  const calendar = useAccountCalendar();
  const position = reviewPosition(filters.params);
  const request = { filters: filterApiParams(filters.state), position, scope, hasResponse, oldestFirst };
  const list = useReviewList(request, filters.state.range !== null && scopeReady(scope));
  const reviews = list.data?._embedded.reviews ?? [];
  const selection = usePageSelection(
    reviews.map((review) => review.id),
    JSON.stringify(reviewKeys.list(request)),
  );
  const selectable = Boolean(inbox && (inbox.canTag || inbox.canMarkRead));
  // From the state the list was read with, so links are right on first paint (not after the URL catches up).
  const listQuery = openReviewQuery(filters.params, filters.state.dateDescriptor);
  const totalPages = list.data?._total_pages ?? 0;

  const goTo = (target: number) => {
    if (!list.data) return;
    filters.change(pageChangeTo(target, position, list.data._cursors, totalPages));
    window.scrollTo({ top: 0 });
  };

  // Spec 000 §5: a page past the last (an old link, or reviews gone since) clamps to the last page.
  const pastTheEnd =
    Boolean(list.data) && !list.isPlaceholderData && position.page > clampPage(position.page, totalPages);
  const { change } = filters;
  useEffect(() => {
    if (pastTheEnd) change({ before: null, after: null, page: totalPages > 1 ? String(totalPages) : null });
  }, [pastTheEnd, totalPages, change]);

  if (list.error && !list.data) return <ErrorAlert>{ERROR_TEXT}</ErrorAlert>;
  if (!list.data) return <ReviewCardSkeleton />;
  const pager = {
    page: position.page,
    totalPages,
    shown: reviews.length,
    total: list.data._total,
    // Only while another page loads are the cursors on screen stale; a background refresh keeps them right.
    busy: list.isPlaceholderData,
    onPage: goTo,
  };
  return (
    <Stack gap="md" aria-busy={list.isPlaceholderData} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
      {list.error && <ErrorAlert>{ERROR_TEXT}</ErrorAlert>}
      <ReviewPager placement="top" {...pager} />
      {inbox && selectable && reviews.length > 0 && (
        <ReviewBulkBar selection={selection} actions={inbox} pageSize={reviews.length} />
      )}
      {reviews.length === 0 &&
        (position.page > 1 ? (
          <EmptyState title="No more reviews">
            <Button variant="light" mt="xs" onClick={() => filters.change({ before: null, after: null, page: null })}>
              Back to the newest reviews
            </Button>
          </EmptyState>
        ) : (
          <EmptyState title={empty.title}>{empty.text}</EmptyState>
        ))}
      {reviews.map((review) => (
        <ReviewCard
          key={review.id}
          review={review}
          timeZone={calendar.timeZone}
          showReadState={Boolean(inbox)}
          showAccount={scope === 'children'}
          selection={
            selectable
              ? { selected: selection.isSelected(review.id), onToggle: () => selection.toggle(review.id) }
              : undefined
          }
          {...cardLinks(review, listQuery)}
        />
      ))}
      {reviews.length > 3 && <ReviewPager placement="bottom" {...pager} />}
    </Stack>
  );
}

const scopeReady = (scope: ReviewListScope) => scope === 'children' || scope > 0;
