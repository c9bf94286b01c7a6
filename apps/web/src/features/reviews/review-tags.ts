import type { ReviewTag, Tag } from '@repute/domain';
import { TAG_NAME_MAX } from '@repute/domain/tags';

type Tagged = { tags: ReviewTag[] };

/** Tag names are unique regardless of case (the API's rule), so every comparison here ignores it. */
const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

export function hasTag(review: Tagged, name: string): boolean {
  return review.tags.some((tag) => sameName(tag.name, name));
}

/** The review with one more tag, kept in name order as the API answers them. */
export function withTag<T extends Tagged>(review: T, tag: ReviewTag): T {
  if (hasTag(review, tag.name)) return review;
  const tags = [...review.tags, tag].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
  return { ...review, tags };
}

export function withoutTag<T extends Tagged>(review: T, name: string): T {
  return { ...review, tags: review.tags.filter((tag) => !sameName(tag.name, name)) };
}

export type TagSuggestion = { name: string; isNew: boolean };

/**
 * What the tag input offers for the typed text: the account's matching tags the review lacks, then the typed
 * name itself as a new tag when no tag has that name yet and it is a valid name.
 */
export function tagSuggestions(typed: string, accountTags: Pick<Tag, 'name'>[], review: Tagged): TagSuggestion[] {
  const name = typed.trim();
  const existing = accountTags
    .filter((tag) => !hasTag(review, tag.name))
    .map((tag): TagSuggestion => ({ name: tag.name, isNew: false }));
  const known = accountTags.some((tag) => sameName(tag.name, name)) || hasTag(review, name);
  const creatable = name.length > 0 && name.length <= TAG_NAME_MAX && !known;
  return creatable ? [...existing, { name, isNew: true }] : existing;
}
