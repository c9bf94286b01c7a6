import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { experienceCategoryLabel } from '@repute/domain/experience-categories';
import { pickFilterParams } from '@repute/domain/filters';
import { Link, useSearchParams } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { categoryLink, keywordLink } from '../../../shared/insights/keyword-links';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { RETRIEVE_DATA_ERROR_MESSAGE } from '../../../shared/ui/messages';
import { sentimentLabel } from '../review-format';
import { distinctKeywords, useReviewKeywords } from '../review-keywords-api';

type ReviewKeywordsSectionProps = { reviewId: number; showCategories: boolean };

const SENTIMENT_COLORS: Record<string, string> = { '1': 'teal', '0': 'gray', '-1': 'red' };

/** The keywords and experience categories of a review, each a link to its Keywords page with the list's filters. */
export function ReviewKeywordsSection({ reviewId, showCategories }: ReviewKeywordsSectionProps) {
  const appPath = useAppPath();
  const [searchParams] = useSearchParams();
  const params = pickFilterParams(searchParams.entries());
  const found = useReviewKeywords(reviewId);
  const badge = (key: string, label: string, sentiment: '1' | '0' | '-1', to: string) => (
    <li key={key} style={{ listStyle: 'none' }}>
      <Badge
        component={Link}
        to={appPath(to)}
        variant="light"
        color={SENTIMENT_COLORS[sentiment] ?? 'gray'}
        style={{ textTransform: 'none', cursor: 'pointer' }}
        aria-label={`${label}, ${sentimentLabel(Number(sentiment)).toLowerCase()}`}
      >
        {label}
      </Badge>
    </li>
  );
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="review-keywords-title">
      <Title order={2} size="h4" mb="sm" id="review-keywords-title">
        Keywords and categories
      </Title>
      {found.isError ? (
        <ErrorAlert>{RETRIEVE_DATA_ERROR_MESSAGE}</ErrorAlert>
      ) : found.isPending ? (
        <Skeleton height={28} role="status" aria-label="Loading keywords" />
      ) : (
        <Stack gap="sm">
          {showCategories && found.data.categories.length > 0 && (
            <Stack gap={4}>
              <Text id="review-categories-label" size="sm" c="dimmed">
                Experience categories
              </Text>
              <Group component="ul" gap={6} m={0} p={0} aria-labelledby="review-categories-label">
                {found.data.categories.map(({ category, sentiment }) =>
                  badge(category, experienceCategoryLabel(category), sentiment, categoryLink(category, params)),
                )}
              </Group>
            </Stack>
          )}
          {found.data.keywords.length > 0 ? (
            <Stack gap={4}>
              <Text id="review-keywords-label" size="sm" c="dimmed">
                Mentioned keywords
              </Text>
              <Group component="ul" gap={6} m={0} p={0} aria-labelledby="review-keywords-label">
                {distinctKeywords(found.data.keywords).map(({ short, sentiment }) =>
                  badge(short, short, sentiment, keywordLink(short, params)),
                )}
              </Group>
            </Stack>
          ) : (
            <Text c="dimmed" size="sm">
              No keywords were found in this review.
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  );
}
