import { Group, Paper, Stack, Text } from '@mantine/core';
import { microsurveyAnswerText } from '@repute/domain';
import type { ReactNode } from 'react';
import { formatDay } from '../../../shared/lib/account-time';
import { OpenReviewLink } from '../../../shared/ui/OpenReviewLink';
import { ResponseSection } from '../responding/ResponseSection';
import type { ReviewRecord } from '../reviews-api';
import { ReviewMeta } from './ReviewMeta';
import { ReviewTagBadges } from './ReviewTagBadges';

type ReviewCardProps = {
  review: ReviewRecord;
  timeZone: string;
  /** Where "Open review" goes; left out where the review cannot be opened (a parent's view of a child). */
  href?: string;
  /** Another action in the footer (the parent's way into the child account). */
  action?: ReactNode;
};

/** One review of a list: its source line, text, tags and response. */
export function ReviewCard({ review, timeZone, href, action }: ReviewCardProps) {
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-label={`Review by ${review.author_name ?? 'Anonymous'}`}
    >
      <Stack gap="sm">
        <ReviewMeta review={review} published={formatDay(review.published_at, timeZone)} />
        {review.content ? (
          <Text style={{ whiteSpace: 'pre-line' }}>{review.content}</Text>
        ) : (
          <Text c="dimmed" fs="italic" size="sm">
            The reviewer left a rating without text.
          </Text>
        )}
        {review.microsurvey_answer && <Text size="sm">{microsurveyAnswerText(review.microsurvey_answer)}</Text>}
        <ReviewTagBadges tags={review.tags} />
        <ResponseSection review={review} />
        {(href || action) && (
          <Group justify="flex-end" gap="md">
            {action}
            {href && <OpenReviewLink href={href} />}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
