import { RATING_OPTIONS } from '@repute/domain/filters';

/** The rating in the filter's words (spec 000 §5): 'No rating' for 0, else '1 star' … '5 stars'. */
export function ratingLabel(rating: number): string {
  return RATING_OPTIONS.find((option) => option.value === rating)?.label ?? `${rating} stars`;
}
