import { Anchor, Badge, Group, SimpleGrid, Text } from '@mantine/core';
import type { Review } from '@repute/domain/reviews';
import { IconExternalLink } from '@tabler/icons-react';
import { formatDateTime, formatDay } from '../../../shared/lib/account-time';
import { ratingLabel } from '../../../shared/lib/rating-label';
import { DetailItem } from '../../../shared/ui/DetailItem';
import { sentimentLabel } from '../review-format';

type ReviewFieldsProps = { review: Review; timeZone: string };

const STATUS_LABELS = { needs_response: 'Needs response', responded: 'Responded' } as const;

/** Everything Repute knows about a review besides its text, tags and response. */
export function ReviewFields({ review, timeZone }: ReviewFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="md">
      <DetailItem label="Rating">{ratingLabel(review.rating)}</DetailItem>
      <DetailItem label="Author">{review.author_name}</DetailItem>
      <DetailItem label="Published">{formatDay(review.published_at, timeZone)}</DetailItem>
      <DetailItem label="Source">{review.source_name}</DetailItem>
      <DetailItem label="Location">{review.location_name}</DetailItem>
      <DetailItem label="Status">{STATUS_LABELS[review.status]}</DetailItem>
      <DetailItem label="Sentiment">{sentimentLabel(review.sentiment)}</DetailItem>
      <DetailItem label="Categories">
        {review.categories.length > 0 && (
          <Group gap={6}>
            {review.categories.map((category) => (
              <Badge key={category} variant="light" style={{ textTransform: 'none' }}>
                {category}
              </Badge>
            ))}
          </Group>
        )}
      </DetailItem>
      <DetailItem label="Language">{review.language?.toUpperCase()}</DetailItem>
      <DetailItem label="Last changed at the source">{formatDateTime(review.updated_at, timeZone)}</DetailItem>
      <DetailItem label="Review at the source">
        {review.url && (
          <Anchor
            href={review.url}
            target="_blank"
            rel="noopener noreferrer"
            style={{ display: 'inline-flex', gap: 4 }}
          >
            View on {review.source_name}
            <IconExternalLink size={16} aria-hidden />
          </Anchor>
        )}
      </DetailItem>
      {review.removed && (
        <DetailItem label="Removed">
          <Text c="red">Removed from {review.source_name}</Text>
        </DetailItem>
      )}
    </SimpleGrid>
  );
}
