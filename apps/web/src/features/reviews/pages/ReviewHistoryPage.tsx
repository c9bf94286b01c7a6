import { Paper } from '@mantine/core';
import { useLocation } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAccountCalendar } from '../../../shared/filters/use-account-calendar';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { ReviewHistoryTimeline } from '../components/ReviewHistoryTimeline';
import { ReviewLoadState } from '../components/ReviewLoadState';
import { REVIEW_TEXT } from '../review-text';
import { useReview, useReviewHistory } from '../reviews-api';
import { useReviewId } from '../use-review-id';

/** /reviews/{reviewId}/history: every change to the review, newest first, with who made it and when. */
export function ReviewHistoryPage() {
  const may = useMayCallOf();
  const id = useReviewId();
  const appPath = useAppPath();
  const { search } = useLocation();
  const calendar = useAccountCalendar();
  const review = useReview(id);
  const history = useReviewHistory(id);
  const back = { to: `${appPath(`/reviews/${id}`)}${search}`, label: 'Back to review' };
  const author = review.data ? (review.data.author_name ?? 'Anonymous') : null;
  const header = (
    <PageHeader
      title="Review History"
      description={author && `Changes to the review by ${author} at ${review.data?.location_name}`}
      back={back}
    />
  );

  if (!may('GET /reviews/:id/history')) {
    return (
      <>
        {header}
        <ErrorAlert>{REVIEW_TEXT.noPermission}</ErrorAlert>
      </>
    );
  }
  const entries = history.data?._embedded.history;
  return (
    <>
      {header}
      <Paper withBorder radius="md" p="lg">
        {!entries ? (
          <ReviewLoadState
            reviewId={id}
            error={history.error}
            backTo={`${appPath('/reviews')}${search}`}
            skeleton={<TableSkeleton label="Loading history" rows={3} />}
            errorText={REVIEW_TEXT.loadHistory}
          />
        ) : entries.length === 0 ? (
          <EmptyState title="No changes yet">
            This review has not changed since Repute first collected it, and it has no response history.
          </EmptyState>
        ) : (
          <ReviewHistoryTimeline entries={entries} timeZone={calendar.timeZone} />
        )}
      </Paper>
    </>
  );
}
