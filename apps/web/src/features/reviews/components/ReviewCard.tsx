import { Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { microsurveyAnswerText } from '@repute/domain';
import type { Review } from '@repute/domain/reviews';
import type { ReactNode } from 'react';
import { formatDay } from '../../../shared/lib/account-time';
import { OpenReviewLink } from '../../../shared/ui/OpenReviewLink';
import { ResponseSection } from '../responding/ResponseSection';
import { ReviewMeta } from './ReviewMeta';
import { ReviewTagBadges } from './ReviewTagBadges';

type ReviewCardProps = {
  review: Review;
  timeZone: string;
  /** Where "Open review" goes; left out where the review cannot be opened (a parent's view of a child). */
  href?: string;
  /** Another action in the footer (the parent's way into the child account). */
  action?: ReactNode;
  /** The inbox's checkbox, where the caller may act on a selection. */
  selection?: { selected: boolean; onToggle: () => void };
  /** The inbox marks what the caller has not read yet (decision 0118); other lists leave it out. */
  showReadState?: boolean;
  /** Names the review's account: a parent's list of all its children's reviews. */
  showAccount?: boolean;
};

/** One review of a list: its source line, text, tags and response. */
export function ReviewCard({ review, timeZone, href, action, selection, showReadState, showAccount }: ReviewCardProps) {
  const author = review.author_name ?? 'Anonymous';
  const unread = showReadState && !review.read;
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-label={`Review by ${author}`}
      // Unread is said in words (the badge); the heavier edge only helps the eye find it.
      style={unread ? { borderLeft: '4px solid var(--mantine-color-blue-filled)' } : undefined}
    >
      <Stack gap="sm">
        {(selection || unread || showAccount) && (
          <Group gap="sm" wrap="wrap">
            {selection && (
              <Checkbox
                aria-label={`Select review by ${author}`}
                checked={selection.selected}
                onChange={selection.onToggle}
              />
            )}
            {showAccount && (
              <Text size="sm" fw={600}>
                {review.account_name}
              </Text>
            )}
            {unread && (
              <Badge color="blue" variant="filled" size="sm">
                Unread
              </Badge>
            )}
          </Group>
        )}
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
