import { z } from 'zod';
import { listQuerySchema } from './hal';

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

export const countriesQuerySchema = listQuerySchema.extend({
  per_page: z.coerce.number().int().min(1).max(500).default(REFERENCE_PAGE_SIZE),
});

export const statesQuerySchema = countriesQuerySchema.extend({
  country_id: z.coerce.number().int().positive().optional(),
});

export const categoriesQuerySchema = listQuerySchema.extend({
  google_place_id: z.string().max(300).optional(),
});
