import {
  GROUP_MESSAGES,
  type Group,
  type GroupCreate,
  type GroupPatch,
  type GroupsQuery,
  pageWindow,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { GroupRow, GroupsRepo } from './groups.repo';

export type GroupsDeps = {
  repo: GroupsRepo;
  /** Which of the ids are locations of the account. */
  existingLocationIds: (accountId: number, ids: number[]) => Promise<number[]>;
};

export function createGroupsService({ repo, existingLocationIds }: GroupsDeps) {
  async function present(accountId: number, rows: GroupRow[]): Promise<Group[]> {
    const members = await repo.members(
      accountId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => {
      const group = members.get(row.id) ?? { all: [], active: [] };
      return {
        id: row.id,
        account_id: row.accountId,
        name: row.name,
        location_ids: group.all,
        active_location_ids: group.active,
        location_count: group.all.length,
        created_at: row.createdAt.toISOString(),
      };
    });
  }

  async function findRow(caller: Caller, id: number) {
    const row = await repo.find(caller.accountId, id);
    if (!row) throw notFound('Group not found');
    return row;
  }

  async function one(caller: Caller, id: number): Promise<Group> {
    const [group] = await present(caller.accountId, [await findRow(caller, id)]);
    if (!group) throw notFound('Group not found');
    return group;
  }

  async function assertLocations(caller: Caller, ids: number[]) {
    const unique = [...new Set(ids)];
    const found = await existingLocationIds(caller.accountId, unique);
    if (found.length !== unique.length)
      throw badRequest(GROUP_MESSAGES.unknownLocation, { location_ids: [GROUP_MESSAGES.unknownLocation] });
    return unique;
  }

  async function assertNameFree(caller: Caller, name: string, exceptId?: number) {
    if (await repo.nameTaken(caller.accountId, name, exceptId)) {
      throw conflict(GROUP_MESSAGES.nameTaken, { name: [GROUP_MESSAGES.nameTaken] });
    }
  }

  return {
    /** Groups are account-wide: every user of the account sees them all, whatever user_id asks. */
    /** Whether the account has the group; no permission involved (a saved filter keeps what still exists). */
    exists: async (accountId: number, id: number) => Boolean(await repo.find(accountId, id)),

    async list(caller: Caller, query: GroupsQuery) {
      const accountId = await accountInScope(caller, query.account_id);
      const { rows, total } = await repo.list(accountId, query, pageWindow(query));
      return { rows: await present(accountId, rows), total };
    },

    async get(caller: Caller, id: number) {
      return one(caller, id);
    },

    async create(caller: Caller, input: GroupCreate) {
      await accountInScope(caller, input.account_id);
      await assertNameFree(caller, input.name);
      const locationIds = await assertLocations(caller, input.location_ids);
      const row = await repo.insert(caller.accountId, input.name, locationIds);
      return one(caller, row.id);
    },

    /** Renames and/or replaces the membership. */
    async patch(caller: Caller, id: number, input: GroupPatch) {
      await accountInScope(caller, input.account_id);
      await findRow(caller, id);
      if (input.name !== undefined) await assertNameFree(caller, input.name, id);
      const locationIds =
        input.location_ids === undefined ? undefined : await assertLocations(caller, input.location_ids);
      await repo.update(caller.accountId, id, { name: input.name, locationIds });
      return one(caller, id);
    },

    async addLocations(caller: Caller, id: number, locationIds: number[]) {
      await findRow(caller, id);
      await repo.addLocations(caller.accountId, id, await assertLocations(caller, locationIds));
      return one(caller, id);
    },

    async removeLocation(caller: Caller, id: number, locationId: number) {
      await findRow(caller, id);
      await repo.removeLocation(caller.accountId, id, locationId);
      return one(caller, id);
    },

    async remove(caller: Caller, id: number) {
      const group = await one(caller, id);
      await repo.remove(caller.accountId, id);
      return group;
    },
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
