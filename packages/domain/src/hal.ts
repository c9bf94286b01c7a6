import { z } from 'zod';

export { HAL_MEDIA_TYPE } from './media-type';

export type HalLinks = Record<string, { href: string }>;
export const halLinksSchema = z.record(z.string(), z.object({ href: z.string() }));

export type HalList<Plural extends string, Item> = {
  _embedded: Record<Plural, Item[]>;
  _total: number;
  _total_pages: number;
  _page: number;
  _links: HalLinks;
};

export function halListSchema<Plural extends string, Item extends z.ZodType>(plural: Plural, item: Item) {
  // The computed key would widen to string: the cast keeps the plural, so a caller reads `_embedded.tags`.
  const embedded = { [plural]: z.array(item) } as Record<Plural, z.ZodArray<Item>>;
  return z.object({
    _embedded: z.object(embedded),
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
