import { type Category, type ListQuery, pageSlice } from '@repute/domain';
import { DirectoryUnavailableError, type ListingDirectory } from '../../connectors/listing-directory';
import type { Caller } from '../../platform/auth/caller';
import { notFound } from '../../platform/errors';
import { listInMemory } from './in-memory-list';
import { reference } from './reference';

type Query = Pick<ListQuery, 'keywords' | 'search_type' | 'sort[by]' | 'sort[order]' | 'sort' | 'page' | 'per_page'>;

export function createReferenceService(directory: ListingDirectory) {
  /** The category the directory lists a place under; a directory that cannot answer just suggests nothing. */
  async function listedCategory(caller: Caller, placeId: string): Promise<string | null | undefined> {
    try {
      return (await directory.findListing(caller.accountId, placeId))?.category_name;
    } catch (error) {
      if (error instanceof DirectoryUnavailableError) return undefined;
      throw error;
    }
  }

  return {
    countries: (query: Query) => listInMemory(reference.countries, query),
    country(id: number) {
      const country = reference.country(id);
      if (!country) throw notFound('Country not found');
      return country;
    },

    states(query: Query & { country_id?: number }) {
      const states = query.country_id
        ? reference.states.filter((state) => state.country_id === query.country_id)
        : reference.states;
      return listInMemory(states, query);
    },
    state(id: number) {
      const state = reference.state(id);
      if (!state) throw notFound('State not found');
      return state;
    },

    /** With google_place_id, the category the directory lists the place under comes first. */
    async categories(caller: Caller, query: Query & { google_place_id?: string }) {
      const listed = query.google_place_id ? await listedCategory(caller, query.google_place_id) : undefined;
      const suggested = listed ? reference.categoryByName(listed) : undefined;
      if (!suggested) return listInMemory(reference.categories, query);
      const all = listInMemory<Category>(reference.categories, {
        ...query,
        page: 1,
        per_page: reference.categories.length,
      });
      const ordered = all.rows.some((category) => category.id === suggested.id)
        ? [suggested, ...all.rows.filter((category) => category.id !== suggested.id)]
        : all.rows;
      return { rows: pageSlice(ordered, query), total: ordered.length };
    },
    category(id: number) {
      const category = reference.category(id);
      if (!category) throw notFound('Category not found');
      return category;
    },
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
