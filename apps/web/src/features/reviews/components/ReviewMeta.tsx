import { Badge, Group, Text } from '@mantine/core';
import type { Review } from '@repute/domain/reviews';
import { IconMapPin } from '@tabler/icons-react';
import { StarRating } from '../../../shared/ui/StarRating';

type ReviewMetaProps = { review: Review; published: string };

/**
 * The line every review starts with: stars, source, location, author and date, whether it was removed, and whether
 * it is first-party feedback kept from the public (decision 0114).
 */
export function ReviewMeta({ review, published }: ReviewMetaProps) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
      <Group gap="sm" wrap="wrap">
        <StarRating rating={review.rating} />
        <Badge variant="outline" color="blue" radius="sm">
          {review.source_name}
        </Badge>
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={14} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed">
            {review.location_name}
          </Text>
        </Group>
        {review.private && (
          <Badge color="dark" variant="light">
            Private feedback
          </Badge>
        )}
        {review.removed && (
          <Badge color="red" variant="light">
            Removed
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        <Text span fw={600} c="var(--mantine-color-text)">
          {review.author_name ?? 'Anonymous'}
        </Text>
        {' · '}
        <time dateTime={review.published_at}>{published}</time>
      </Text>
    </Group>
  );
}
