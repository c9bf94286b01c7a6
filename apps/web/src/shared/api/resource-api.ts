import type { HalList } from '@repute/domain';
import type { ApiClient, QueryParams } from './http-client';

export type Id = number | string;

export type ResourceApi<Plural extends string, Item, Create = Partial<Item>, Patch = Partial<Item>> = {
  list: (query?: QueryParams) => Promise<HalList<Plural, Item>>;
  detail: (id: Id, query?: QueryParams) => Promise<Item>;
  create: (body: Create) => Promise<Item>;
  patch: (id: Id, body: Patch) => Promise<Item>;
  update: (id: Id, body: Create) => Promise<Item>;
  remove: (id: Id) => Promise<Item | undefined>;
};

/** The generic calls of spec 000 §7: GET url, GET url/id, POST url, PATCH/PUT/DELETE url/id. */
export function resourceApi<Plural extends string, Item, Create = Partial<Item>, Patch = Partial<Item>>(
  client: ApiClient,
  url: string,
): ResourceApi<Plural, Item, Create, Patch> {
  const at = (id: Id) => `${url}/${encodeURIComponent(String(id))}`;
  return {
    list: (query) => client.get(url, query),
    detail: (id, query) => client.get(at(id), query),
    create: (body) => client.post(url, body),
    patch: (id, body) => client.patch(at(id), body),
    update: (id, body) => client.put(at(id), body),
    remove: (id) => client.delete(at(id)),
  };
}
