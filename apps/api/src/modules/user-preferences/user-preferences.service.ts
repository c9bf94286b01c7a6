import {
  EXPERIENCE_CATEGORIES,
  keywordSearchOf,
  normalizeSavedFilterConfig,
  pageWindow,
  SAVED_FILTER_MESSAGES,
  type SavedFilterConfig,
  sourceById,
  type UserPreference,
  type UserPreferenceCreate,
  type UserPreferencePatch,
  type UserPreferencesQuery,
  validateSavedFilterName,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { Owner, UserPreferenceRow, UserPreferencesRepo } from './user-preferences.repo';

/** What a saved filter may point at; prune asks whether each still exists in the caller's account. */
export type FilterReferences = {
  existingLocationIds: (accountId: number, ids: number[]) => Promise<number[]>;
  groupExists: (accountId: number, id: number) => Promise<boolean>;
};

export type UserPreferencesDeps = {
  repo: UserPreferencesRepo;
  references: FilterReferences;
};

const NOT_FOUND = 'Saved filter not found';

export function toUserPreference(row: UserPreferenceRow): UserPreference {
  return {
    id: row.id,
    account_id: row.accountId,
    user_id: row.userId,
    preference_type: row.preferenceType,
    name: row.name,
    config: row.config,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const ownerOf = (caller: Caller): Owner => ({ accountId: caller.accountId, userId: caller.userId });

export function createUserPreferencesService({ repo, references }: UserPreferencesDeps) {
  /** A body naming another account or user: the preference would not be the caller's own. */
  async function assertOwnTarget(caller: Caller, target: { account_id?: number; user_id?: number }) {
    await accountInScope(caller, target.account_id);
    if (target.user_id !== undefined && target.user_id !== caller.userId) {
      throw forbidden('Saved filters belong to the user who saves them');
    }
  }

  async function assertNameFree(caller: Caller, name: string, exceptId?: number) {
    const message = validateSavedFilterName(name, []);
    if (message === SAVED_FILTER_MESSAGES.nameTaken) throw conflict(message, { name: [message] });
    if (message) throw badRequest(message, { name: [message] });
    if (await repo.nameTaken(ownerOf(caller), 'saved_filters', name, exceptId)) {
      throw conflict(SAVED_FILTER_MESSAGES.nameTaken, { name: [SAVED_FILTER_MESSAGES.nameTaken] });
    }
  }

  async function findOwn(caller: Caller, id: number) {
    const row = await repo.find(ownerOf(caller), id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  /** Prune: ids of groups, locations and sources that are gone, and unknown categories, leave the config. */
  async function prune(caller: Caller, config: SavedFilterConfig): Promise<SavedFilterConfig> {
    const { groupId, locationId, sourceId, category, ...kept } = config;
    const next: SavedFilterConfig = { ...kept };
    if (groupId !== undefined && (await references.groupExists(caller.accountId, groupId))) next.groupId = groupId;
    if (locationId !== undefined) {
      const [existing] = await references.existingLocationIds(caller.accountId, [locationId]);
      if (existing === locationId) next.locationId = locationId;
    }
    if (sourceId !== undefined && sourceById(sourceId) !== undefined) next.sourceId = sourceId;
    if (category !== undefined && (EXPERIENCE_CATEGORIES as readonly string[]).includes(category)) {
      next.category = category;
    }
    return next;
  }

  return {
    /** A user only ever sees their own: another account answers 404, another user an empty list. */
    async list(caller: Caller, query: UserPreferencesQuery) {
      await accountInScope(caller, query.account_id);
      if (query.user_id !== undefined && query.user_id !== caller.userId) return { rows: [], total: 0 };
      const { rows, total } = await repo.list(
        ownerOf(caller),
        { preferenceType: query.preference_type, name: query.name, search: keywordSearchOf(query) },
        pageWindow(query),
      );
      return { rows: rows.map(toUserPreference), total };
    },

    async get(caller: Caller, id: number) {
      return toUserPreference(await findOwn(caller, id));
    },

    async create(caller: Caller, input: UserPreferenceCreate) {
      await assertOwnTarget(caller, input);
      await assertNameFree(caller, input.name);
      const row = await repo.insert(ownerOf(caller), {
        preferenceType: input.preference_type,
        name: input.name.trim(),
        config: normalizeSavedFilterConfig(input.config),
      });
      if (!row) throw conflict(SAVED_FILTER_MESSAGES.nameTaken, { name: [SAVED_FILTER_MESSAGES.nameTaken] });
      return toUserPreference(row);
    },

    /** Renames and/or replaces the config; with prune (applying it) drops what no longer exists. */
    async patch(caller: Caller, id: number, input: UserPreferencePatch) {
      await assertOwnTarget(caller, input);
      const existing = await findOwn(caller, id);
      if (input.name !== undefined) await assertNameFree(caller, input.name, id);
      let config = input.config === undefined ? undefined : normalizeSavedFilterConfig(input.config);
      if (input.prune) config = await prune(caller, config ?? existing.config);
      const row = await repo.update(ownerOf(caller), id, {
        name: input.name?.trim(),
        config,
        appliedAt: input.prune ? new Date() : undefined,
      });
      if (row === 'name_taken') {
        throw conflict(SAVED_FILTER_MESSAGES.nameTaken, { name: [SAVED_FILTER_MESSAGES.nameTaken] });
      }
      if (!row) throw notFound(NOT_FOUND);
      return toUserPreference(row);
    },

    async remove(caller: Caller, id: number) {
      const row = await repo.remove(ownerOf(caller), id);
      if (!row) throw notFound(NOT_FOUND);
      return toUserPreference(row);
    },
  };
}

export type UserPreferencesService = ReturnType<typeof createUserPreferencesService>;
