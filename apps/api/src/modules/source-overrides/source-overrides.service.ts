import {
  OVERRIDE_MESSAGES,
  pageWindow,
  type SourceOverride,
  type SourceOverrideCreate,
  type SourceOverridePatch,
  type SourceOverridesQuery,
  sortTermsOf,
  sourceById,
} from '@repute/domain';
import { assertCan } from '../../platform/auth/access';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { ListingDataChanged } from '../local-listings';
import type { SourceOverrideRow, SourceOverridesRepo } from './source-overrides.repo';

export type SourceOverridesDeps = {
  repo: SourceOverridesRepo;
  existingLocationIds: (accountId: number, ids: number[]) => Promise<number[]>;
  /** A directory's own phone or website is listing data: Auto Sync publishes it 30 minutes after the last edit. */
  listingDataChanged?: ListingDataChanged;
};

function toOverride(row: SourceOverrideRow): SourceOverride {
  return {
    id: row.id,
    account_id: row.accountId,
    location_id: row.locationId,
    source_id: row.sourceId,
    phone: row.phone,
    website: row.website,
    enabled: row.enabled,
  };
}

/** An enabled override needs a value (spec 001 §5: 'Enter phone number or unselect directory'). */
function assertHasValue(values: { phone?: string | null; website?: string | null; enabled: boolean }) {
  if (values.enabled && !values.phone && !values.website) {
    throw badRequest(OVERRIDE_MESSAGES.phoneOrUnselect, {
      phone: [OVERRIDE_MESSAGES.phoneOrUnselect],
      website: [OVERRIDE_MESSAGES.websiteOrUnselect],
    });
  }
}

/**
 * A directory-specific phone or website is the location's data, edited in its form (spec 001 §1): changing one
 * takes the location's update right as well as the local_listing right spec 001 §6 names (decision 0021).
 */
function assertCanChange(caller: Caller, action: 'create' | 'update' | 'delete') {
  assertCan(caller, 'location', 'update');
  assertCan(caller, 'local_listing', action);
}

/** Directory-specific phone and website (spec 001 §7 /location_source_overrides). */
export function createSourceOverridesService({ repo, existingLocationIds, listingDataChanged }: SourceOverridesDeps) {
  async function findRow(caller: Caller, id: number) {
    const row = await repo.find(caller.accountId, id);
    if (!row) throw notFound('Override not found');
    return row;
  }

  return {
    async list(caller: Caller, query: SourceOverridesQuery) {
      assertCan(caller, 'location', 'read');
      await accountInScope(caller, query.account_id);
      const { rows, total } = await repo.list(
        caller.accountId,
        { locationId: query.location_id, sourceId: query.source_id },
        sortTermsOf(query),
        pageWindow(query),
      );
      return { rows: rows.map(toOverride), total };
    },

    async get(caller: Caller, id: number) {
      assertCan(caller, 'location', 'read');
      return toOverride(await findRow(caller, id));
    },

    async create(caller: Caller, input: SourceOverrideCreate) {
      assertCanChange(caller, 'create');
      await accountInScope(caller, input.account_id);
      const [location] = await existingLocationIds(caller.accountId, [input.location_id]);
      if (!location) throw notFound('Location not found');
      if (!sourceById(input.source_id)?.directory_code) {
        throw badRequest(OVERRIDE_MESSAGES.notADirectory, { source_id: [OVERRIDE_MESSAGES.notADirectory] });
      }
      assertHasValue(input);
      if (await repo.exists(caller.accountId, location, input.source_id)) {
        throw conflict(OVERRIDE_MESSAGES.exists, { source_id: [OVERRIDE_MESSAGES.exists] });
      }
      const row = await repo.insert(caller.accountId, location, input.source_id, {
        phone: input.phone ?? null,
        website: input.website ?? null,
        enabled: input.enabled,
      });
      await listingDataChanged?.(caller.accountId, [row.locationId]);
      return toOverride(row);
    },

    /** Unchecking a directory clears its value (spec 001 §4). */
    async patch(caller: Caller, id: number, input: SourceOverridePatch) {
      assertCanChange(caller, 'update');
      await accountInScope(caller, input.account_id);
      const existing = await findRow(caller, id);
      const enabled = input.enabled ?? existing.enabled;
      const values = enabled
        ? {
            phone: input.phone === undefined ? existing.phone : input.phone,
            website: input.website === undefined ? existing.website : input.website,
            enabled,
          }
        : { phone: null, website: null, enabled };
      assertHasValue(values);
      const row = await repo.update(caller.accountId, id, values);
      if (!row) throw notFound('Override not found');
      await listingDataChanged?.(caller.accountId, [row.locationId]);
      return toOverride(row);
    },

    async remove(caller: Caller, id: number) {
      assertCanChange(caller, 'delete');
      const row = await repo.remove(caller.accountId, id);
      if (!row) throw notFound('Override not found');
      await listingDataChanged?.(caller.accountId, [row.locationId]);
      return toOverride(row);
    },
  };
}

export type SourceOverridesService = ReturnType<typeof createSourceOverridesService>;
