import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { filterApiParams } from '../../../shared/filters/filter-state';
import { useAccountCalendar } from '../../../shared/filters/use-account-calendar';
import type { FiltersApi } from '../../../shared/filters/use-filters';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { openReviewQuery } from '../review-link';
import { pageChange, reviewPosition } from '../review-paging';
import { type ReviewRecord, useReviewList } from '../reviews-api';
import { ReviewCard } from './ReviewCard';
import { ReviewCardSkeleton } from './ReviewCardSkeleton';
import { ReviewPager } from './ReviewPager';

type ReviewListSectionProps = {
  filters: FiltersApi;
  accountId: number;
  hasResponse?: boolean;
  /** What an empty first page says (a later page that comes back empty offers the newest instead). */
  empty: { title: string; text: string };
  /** listQuery: the query of the list on screen ('?…'), for links that should lead back to it. */
  cardLinks: (review: ReviewRecord, listQuery: string) => { href?: string; action?: ReactNode };
};

const ERROR_TEXT = 'Unable to load reviews at this time. Please reload or try again later.';

/** One page of reviews for the filters in the URL, newest first, with Newer and Older. */
export function ReviewListSection({ filters, accountId, hasResponse, empty, cardLinks }: ReviewListSectionProps) {
  const calendar = useAccountCalendar();
  const position = reviewPosition(filters.params);
  const request = { filters: filterApiParams(filters.state), position, accountId, hasResponse };
  const list = useReviewList(request, filters.state.range !== null && accountId > 0);
  const reviews = list.data?._embedded.reviews ?? [];
  // From the state the list was read with, so links are right on first paint (not after the URL catches up).
  const listQuery = openReviewQuery(filters.params, filters.state.dateDescriptor);

  const go = (direction: 'older' | 'newer') => {
    if (!list.data) return;
    filters.change(pageChange(direction, position, list.data._cursors));
    window.scrollTo({ top: 0 });
  };

  if (list.error && !list.data) return <ErrorAlert>{ERROR_TEXT}</ErrorAlert>;
  if (!list.data) return <ReviewCardSkeleton />;
  const pager = {
    page: position.page,
    totalPages: list.data._total_pages,
    shown: reviews.length,
    total: list.data._total,
    // Only while another page loads are the cursors on screen stale; a background refresh keeps them right.
    busy: list.isPlaceholderData,
    onNewer: () => go('newer'),
    onOlder: () => go('older'),
  };
  return (
    <Stack gap="md" aria-busy={list.isPlaceholderData} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
      {list.error && <ErrorAlert>{ERROR_TEXT}</ErrorAlert>}
      <ReviewPager placement="top" {...pager} />
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
        <ReviewCard key={review.id} review={review} timeZone={calendar.timeZone} {...cardLinks(review, listQuery)} />
      ))}
      {reviews.length > 3 && <ReviewPager placement="bottom" {...pager} />}
    </Stack>
  );
}
