import { z } from 'zod';
import { listQuerySchema } from './list-query';
import { idSchema } from './whole-numbers';

/**
 * Spec 001 §3 "Experience category": the categories reviews are analysed into, in the spec's order.
 * The filter bar's category dropdown offers them; the URL and the API carry the lower-case name.
 */
export const EXPERIENCE_CATEGORIES = [
  'food',
  'service',
  'atmosphere',
  'value',
  'consumer/customer/patient',
  'product',
  'location',
  'care quality',
  'bedside manner',
  'staff',
  'wait time',
  'facilities',
] as const;
export type ExperienceCategory = (typeof EXPERIENCE_CATEGORIES)[number];

/** "care quality" reads "Care quality" in lists. */
export function experienceCategoryLabel(category: string): string {
  return category.charAt(0).toLocaleUpperCase('en') + category.slice(1);
}

/** One item of GET /insights/{account_id}/categories (the "Category rank item" shape of spec 000 §3). */
export const experienceCategorySchema = z.object({ category: z.string(), name: z.string() });
export type ExperienceCategoryItem = z.infer<typeof experienceCategorySchema>;

export const experienceCategoriesQuerySchema = listQuerySchema().extend({
  account_id: idSchema.optional(),
});
export type ExperienceCategoriesQuery = z.infer<typeof experienceCategoriesQuerySchema>;

/** Spec 000 §8 / 001 §8: the category dropdown's error text. */
export const CATEGORIES_FETCH_ERROR = 'Error fetching categories';
