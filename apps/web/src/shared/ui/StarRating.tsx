import { Group, Rating, Text } from '@mantine/core';
import { ratingLabel } from '../lib/rating-label';

type StarRatingProps = { rating: number; size?: 'sm' | 'md' };

/** Stars for 1 to 5; a review without a rating (0) says so instead of showing five empty stars. */
export function StarRating({ rating, size = 'sm' }: StarRatingProps) {
  if (rating === 0) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {ratingLabel(0)}
      </Text>
    );
  }
  return (
    <Group gap={6} role="img" aria-label={ratingLabel(rating)}>
      <Rating value={rating} readOnly size={size} aria-hidden />
    </Group>
  );
}
