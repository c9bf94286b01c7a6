import { z } from 'zod';

/** The versioned HAL media type every call sends and every answer carries (ARCHITECTURE §3). */
export const HAL_MEDIA_TYPE = 'application/vnd.repute.v1+hal+json';

export const SEARCH_TYPES = ['typeahead', 'relevance'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

const positiveInt = z.coerce.number().int().min(1);

/** The generic list query of spec 000 §7: paging, sort[by]/sort[order], keywords with search_type. */
export const listQuerySchema = z.object({
  page: positiveInt.default(1),
  per_page: positiveInt.max(500).default(25),
  'sort[by]': z.string().max(100).optional(),
  'sort[order]': z.enum(SORT_ORDERS).optional(),
  sort: z.string().max(200).optional(),
  keywords: z.string().max(200).optional(),
  search_type: z.enum(SEARCH_TYPES).optional(),
  nonce: z.string().optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export type HalLinks = Record<string, { href: string }>;
export const halLinksSchema = z.record(z.string(), z.object({ href: z.string() }));

export type HalList<Plural extends string, Item> = {
  _embedded: Record<Plural, Item[]>;
  _total: number;
  _total_pages: number;
  _page: number;
  _links: HalLinks;
};

export function halListSchema<Item extends z.ZodType>(plural: string, item: Item) {
  return z.object({
    _embedded: z.object({ [plural]: z.array(item) }),
    _total: z.number().int(),
    _total_pages: z.number().int(),
    _page: z.number().int(),
    _links: z.record(z.string(), z.object({ href: z.string() })),
  });
}

export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.string(),
  request_id: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
