import { z } from 'zod';
import { listQuerySchema, MAX_PAGE_SIZE } from './list-query';
import { idSchema } from './whole-numbers';

/** Spec 001 §3: Category, Country and State. */
export const categorySchema = z.object({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;

export const countrySchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  country_id: z.number().int(),
});
export type State = z.infer<typeof stateSchema>;

/** Spec 000 §9 / 001 §9: countries and states come 500 a page, categories 25. */
export const REFERENCE_PAGE_SIZE = 500;
export const CATEGORIES_PAGE_SIZE = 25;
/** Spec 001 §3: a location's country defaults to the United States. */
export const DEFAULT_COUNTRY_CODE = 'US';

/** relevance: exact name or code, then names starting with the keywords, then the rest (the default). */
export const REFERENCE_SORT_FIELDS = ['name', 'id', 'code', 'relevance'] as const;

export const countriesQuerySchema = listQuerySchema({
  perPage: { default: REFERENCE_PAGE_SIZE, max: MAX_PAGE_SIZE },
  sortable: REFERENCE_SORT_FIELDS,
});

export const statesQuerySchema = countriesQuerySchema.extend({
  country_id: idSchema.optional(),
});

export const categoriesQuerySchema = listQuerySchema({
  perPage: { default: CATEGORIES_PAGE_SIZE, max: MAX_PAGE_SIZE },
  sortable: REFERENCE_SORT_FIELDS,
}).extend({
  google_place_id: z.string().max(300).optional(),
});
