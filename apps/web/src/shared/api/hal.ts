import type { HalList } from '@repute/domain';

/** The items of a HAL list, or none when the list (or its plural) is missing: a list not loaded yet reads as empty. */
export function embedded<Plural extends string, Item>(list: HalList<Plural, Item> | undefined, plural: Plural): Item[] {
  return list?._embedded?.[plural] ?? [];
}
