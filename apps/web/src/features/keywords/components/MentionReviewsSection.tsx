import { Paper, Stack, Text, Title } from '@mantine/core';
import type { FilterParams } from '@repute/domain';
import type { DateRange } from '@repute/domain/date-descriptors';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAccountCalendar } from '../../../shared/filters/use-account-calendar';
import { reviewLink } from '../../../shared/insights/keyword-links';
import { countOf } from '../../../shared/lib/count-format';
import { usePagedSearchParams } from '../../../shared/lib/use-page-param';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { RETRIEVE_DATA_ERROR_MESSAGE } from '../../../shared/ui/messages';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import type { InsightsParams } from '../insights-params';
import { type MentionSubject, useMentionReviews } from '../keywords-api';
import { KEYWORDS_TEXT } from '../keywords-text';
import { useReviewPlaceNames } from '../use-review-place-names';
import { MentionReviewCard } from './MentionReviewCard';
import { MentionSummary } from './MentionSummary';

type MentionReviewsSectionProps = {
  subject: MentionSubject;
  /** Null while the date range is not known. */
  params: InsightsParams | null;
  range: DateRange | null;
  /** The URL's filters, carried to each review's page. */
  linkParams: FilterParams;
};

/** The reviews that mention a keyword or touch a category: the summary and trend, then the reviews, paged. */
export function MentionReviewsSection({ subject, params, range, linkParams }: MentionReviewsSectionProps) {
  const appPath = useAppPath();
  const calendar = useAccountCalendar();
  const { page, setPage } = usePagedSearchParams();
  const mentions = useMentionReviews(subject, params, page);
  const names = useReviewPlaceNames(mentions.data?.reviews ?? []);

  if (mentions.isError) return <ErrorAlert>{RETRIEVE_DATA_ERROR_MESSAGE}</ErrorAlert>;
  if (mentions.isPending || !range) return <TableSkeleton rows={4} label="Loading reviews" />;
  const data = mentions.data;
  if (data.total === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <EmptyState title={KEYWORDS_TEXT.noReviews}>{KEYWORDS_TEXT.tryOtherFilters}</EmptyState>
      </Paper>
    );
  }
  return (
    <Stack gap="md" aria-busy={mentions.isPlaceholderData} style={{ opacity: mentions.isPlaceholderData ? 0.6 : 1 }}>
      {params && <MentionSummary reviews={data} subject={subject} params={params} range={range} />}
      <Stack gap="sm" component="section" aria-labelledby="mention-reviews-title">
        <Title order={2} size="h4" id="mention-reviews-title">
          Reviews
        </Title>
        <Text size="sm" c="dimmed">
          {countOf(data.total, 'review', 'reviews')} with the mention highlighted
        </Text>
        {data.reviews.map((review) => (
          <MentionReviewCard
            key={review.review_id}
            review={review}
            locationName={names.location(review.location_id)}
            sourceName={names.source(review.source_id)}
            timeZone={calendar.timeZone}
            href={appPath(reviewLink(review.review_id, linkParams))}
          />
        ))}
        <ListPagination page={page} totalPages={data.totalPages} onChange={setPage} label="Review pages" />
      </Stack>
    </Stack>
  );
}
