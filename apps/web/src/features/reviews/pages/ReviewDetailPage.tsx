import { Button, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAccountCalendar } from '../../../shared/filters/use-account-calendar';
import { useKeywordsAccess } from '../../../shared/insights/use-keywords-access';
import { formatDay } from '../../../shared/lib/account-time';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PermissionScreen } from '../../../shared/ui/PermissionScreen';
import { ReviewCardSkeleton } from '../components/ReviewCardSkeleton';
import { ReviewFields } from '../components/ReviewFields';
import { ReviewKeywordsSection } from '../components/ReviewKeywordsSection';
import { ReviewLoadState } from '../components/ReviewLoadState';
import { ReviewMeta } from '../components/ReviewMeta';
import { ReviewTagsEditor } from '../components/ReviewTagsEditor';
import { DisputeSection } from '../disputes/DisputeSection';
import { ResponseSection } from '../responding/ResponseSection';
import { REVIEW_TEXT } from '../review-text';
import { useReview } from '../reviews-api';
import { useMarkReadOnOpen } from '../use-mark-read-on-open';
import { useReviewId } from '../use-review-id';

/** /reviews/{reviewId}: the review with all its fields, its tags and its response. */
export function ReviewDetailPage() {
  const may = useMayCallOf();
  const id = useReviewId();
  const appPath = useAppPath();
  // The list's filters ride along in the query, so that going back lands on the same page of the list.
  const { search } = useLocation();
  const calendar = useAccountCalendar();
  const insights = useKeywordsAccess();
  const query = useReview(id);
  const review = query.data;
  useMarkReadOnOpen(review);
  const back = { to: `${appPath('/reviews')}${search}`, label: 'Back to Reviews' };

  if (!may('GET /reviews/:id')) {
    return <PermissionScreen title="Review" message={REVIEW_TEXT.noPermission} back={back} />;
  }
  if (!review) {
    return (
      <>
        <PageHeader title="Review" back={back} />
        <ReviewLoadState
          reviewId={id}
          error={query.error}
          backTo={back.to}
          skeleton={<ReviewCardSkeleton count={1} />}
          errorText={REVIEW_TEXT.loadReview}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={`Review by ${review.author_name ?? 'Anonymous'}`}
        description={`${review.location_name} · ${review.source_name}`}
        back={back}
        actions={
          <Button
            component={Link}
            to={`${appPath(`/reviews/${review.id}/history`)}${search}`}
            variant="default"
            leftSection={<IconHistory size={18} aria-hidden />}
          >
            View history
          </Button>
        }
      />
      <Stack gap="lg">
        <Paper component="article" withBorder radius="md" p="lg" aria-label="Review">
          <Stack gap="md">
            <ReviewMeta review={review} published={formatDay(review.published_at, calendar.timeZone)} />
            {review.content ? (
              <Text size="lg" style={{ whiteSpace: 'pre-line' }}>
                {review.content}
              </Text>
            ) : (
              <Text c="dimmed" fs="italic">
                The reviewer left a rating without text.
              </Text>
            )}
            <ResponseSection review={review} />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="review-tags-title">
          <Title order={2} size="h4" mb="sm" id="review-tags-title">
            Tags
          </Title>
          <ReviewTagsEditor review={review} canEdit={may('POST /review_tags')} />
        </Paper>
        {may('GET /reviews/:id/disputes') && (
          <Paper withBorder radius="md" p="lg">
            <DisputeSection reviewId={review.id} sourceName={review.source_name} />
          </Paper>
        )}
        {insights.screens && <ReviewKeywordsSection reviewId={review.id} showCategories={insights.categories} />}
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="review-details-title">
          <Title order={2} size="h4" mb="md" id="review-details-title">
            Details
          </Title>
          <Divider mb="md" />
          <ReviewFields review={review} timeZone={calendar.timeZone} />
        </Paper>
      </Stack>
    </>
  );
}
