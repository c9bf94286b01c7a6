import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDay } from '../../../shared/lib/account-time';
import { StarRating } from '../../../shared/ui/StarRating';
import type { KeywordMention, MentionReview } from '../keywords-api';
import { HighlightedSentence } from './HighlightedSentence';

type MentionReviewCardProps = { review: MentionReview; timeZone: string; href: string };

/** The sentences of one review, each once, with every mention in it. */
function sentencesOf(mentions: readonly KeywordMention[]) {
  const bySentence = new Map<string, KeywordMention[]>();
  for (const mention of mentions) bySentence.set(mention.sentence, [...(bySentence.get(mention.sentence) ?? []), mention]);
  return [...bySentence.entries()];
}

/** A review that mentions the keyword or category: its source line and the sentences that mention it. */
export function MentionReviewCard({ review, timeZone, href }: MentionReviewCardProps) {
  const author = review.author_name ?? 'Anonymous';
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={`Review by ${author}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="wrap">
            <StarRating rating={review.rating} />
            <Badge variant="outline" color="blue" radius="sm">
              {review.source_name}
            </Badge>
            <Text size="sm" c="dimmed">
              {review.location_name}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            <Text span fw={600} c="var(--mantine-color-text)">
              {author}
            </Text>
            {' · '}
            <time dateTime={review.published_at}>{formatDay(review.published_at, timeZone)}</time>
          </Text>
        </Group>
        {sentencesOf(review.mentions).map(([sentence, mentions]) => (
          <HighlightedSentence key={sentence} sentence={sentence} spans={mentions} />
        ))}
        <Group justify="flex-end">
          <Anchor component={Link} to={href} size="sm" fw={500} style={{ display: 'inline-flex', alignItems: 'center' }}>
            Open review
            <IconChevronRight size={16} aria-hidden />
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
