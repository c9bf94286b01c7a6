import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { MentioningReview } from '@repute/domain';
import { formatDay } from '../../../shared/lib/account-time';
import { OpenReviewLink } from '../../../shared/ui/OpenReviewLink';
import { StarRating } from '../../../shared/ui/StarRating';
import { mentionSentences } from '../mention-highlight';
import { HighlightedSentence } from './HighlightedSentence';

type MentionReviewCardProps = {
  review: MentioningReview;
  /** The review's location and source by name (the call answers their ids). */
  locationName: string | undefined;
  sourceName: string | undefined;
  timeZone: string;
  href: string;
};

/** A review behind a keyword or category: its source line and the sentences that mention it, the mention marked. */
export function MentionReviewCard({ review, locationName, sourceName, timeZone, href }: MentionReviewCardProps) {
  const author = review.author_name ?? 'Anonymous';
  const sentences = mentionSentences(review.content, review.mentions);
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={`Review by ${author}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="wrap">
            <StarRating rating={review.rating} />
            {sourceName && (
              <Badge variant="outline" color="blue" radius="sm">
                {sourceName}
              </Badge>
            )}
            {locationName && (
              <Text size="sm" c="dimmed">
                {locationName}
              </Text>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            <Text span fw={600} c="var(--mantine-color-text)">
              {author}
            </Text>
            {' · '}
            <time dateTime={review.published_at}>{formatDay(review.published_at, timeZone)}</time>
          </Text>
        </Group>
        {sentences.length > 0 ? (
          sentences.map(({ key, sentence, spans }) => (
            <HighlightedSentence key={key} sentence={sentence} spans={spans} />
          ))
        ) : (
          // A category's review in which no keyword was found: its whole text says where it speaks of it.
          <Text style={{ whiteSpace: 'pre-line' }}>{review.content}</Text>
        )}
        <Group justify="flex-end">
          <OpenReviewLink href={href} />
        </Group>
      </Stack>
    </Paper>
  );
}
