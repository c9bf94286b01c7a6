import { HAL_MEDIA_TYPE, type HalList, type ListQuery } from '@repute/domain';
import type { FastifyInstance } from 'fastify';

/** Accepts the HAL media type as JSON and answers every JSON body with it. */
export function registerHal(app: FastifyInstance): void {
  app.addContentTypeParser(HAL_MEDIA_TYPE, { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (request.url.startsWith('/api/') && typeof type === 'string' && type.startsWith('application/json')) {
      reply.header('content-type', `${HAL_MEDIA_TYPE}; charset=utf-8`);
    }
    return payload;
  });
}

export function halItem<T extends object>(item: T, selfHref: string): T & { _links: { self: { href: string } } } {
  return { ...item, _links: { self: { href: `/api${selfHref}` } } };
}

/** The list shape of ARCHITECTURE §3, with self/next/prev links that keep the caller's query. */
export function halList<Plural extends string, Item>(
  plural: Plural,
  items: Item[],
  total: number,
  query: Pick<ListQuery, 'page' | 'per_page'>,
  path: string,
  params: Record<string, unknown> = {},
): HalList<Plural, Item> {
  const totalPages = Math.max(1, Math.ceil(total / query.per_page));
  const link = (page: number) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...params, page, per_page: query.per_page })) {
      if (value !== undefined && value !== null && key !== 'nonce') search.set(key, String(value));
    }
    return { href: `/api${path}?${search}` };
  };
  const links: Record<string, { href: string }> = { self: link(query.page) };
  if (query.page < totalPages) links.next = link(query.page + 1);
  if (query.page > 1) links.prev = link(query.page - 1);
  return {
    _embedded: { [plural]: items } as Record<Plural, Item[]>,
    _total: total,
    _total_pages: totalPages,
    _page: query.page,
    _links: links,
  };
}
