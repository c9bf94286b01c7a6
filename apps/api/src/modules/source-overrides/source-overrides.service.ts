import {
  type AccountSettingCode,
  DIRECTORY_PUBLISHING_SETTINGS,
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
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { ListingDataChanged } from '../local-listings';
import type { SourceOverrideRow, SourceOverridesRepo } from './source-overrides.repo';

export type SourceOverridesDeps = {
  repo: SourceOverridesRepo;
  existingLocationIds: (accountId: number, ids: number[]) => Promise<number[]>;
  /** A directory's own phone or website is listing data: Auto Sync publishes it 30 minutes after the last edit. */
  listingDataChanged?: ListingDataChanged;
  settingOn: (accountId: number, code: AccountSettingCode) => Promise<boolean>;
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

/**
 * A new override that neither carries a phone or website nor turns its directory off would store nothing (spec 001
 * §5: 'Enter phone number or unselect directory').
 */
function assertStoresSomething(values: { phone?: string | null; website?: string | null; enabled: boolean }) {
  if (values.enabled && !values.phone && !values.website) {
    throw badRequest(OVERRIDE_MESSAGES.phoneOrUnselect, {
      phone: [OVERRIDE_MESSAGES.phoneOrUnselect],
      website: [OVERRIDE_MESSAGES.websiteOrUnselect],
    });
  }
}

/**
 * A directory-specific phone or website is the location's data, edited in its form (spec 001 §1): changing one
 * takes the location's update right as well as the local_listing right spec 001 §6 names (decision 0021). The
 * route's policy asks the latter; this one depends on the body, so it stays here.
 */
function assertMayChangeValues(caller: Caller) {
  assertCan(caller, 'location', 'update');
}

const givesValues = (input: { phone?: string | null; website?: string | null }) =>
  input.phone !== undefined || input.website !== undefined;

/** Directory-specific phone and website (spec 001 §7 /location_source_overrides). */
export function createSourceOverridesService({
  repo,
  existingLocationIds,
  listingDataChanged,
  settingOn,
}: SourceOverridesDeps) {
  /**
   * The override's `enabled` is the directory's own publishing switch (decision 0097): spec 001 §6 gives it to
   * local_listing update, with the publishing setting and the directory-specific publishing flag on.
   */
  async function assertCanSwitchPublishing(caller: Caller) {
    // Depends on the body: a POST that switches publishing off needs update, not only the route's create.
    assertCan(caller, 'local_listing', 'update');
    const on = await Promise.all(DIRECTORY_PUBLISHING_SETTINGS.map((code) => settingOn(caller.accountId, code)));
    if (!on.every(Boolean)) throw forbidden('Directory-specific publishing is not enabled for this account');
  }

  async function findRow(caller: Caller, id: number) {
    const row = await repo.find(caller.accountId, id);
    if (!row) throw notFound('Override not found');
    return row;
  }

  return {
    async list(caller: Caller, query: SourceOverridesQuery) {
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
      return toOverride(await findRow(caller, id));
    },

    async create(caller: Caller, input: SourceOverrideCreate) {
      // Spec 001 §6: directory-specific overrides need local_listing create; values and the switch need more.
      if (input.phone || input.website) assertMayChangeValues(caller);
      if (!input.enabled) await assertCanSwitchPublishing(caller);
      await accountInScope(caller, input.account_id);
      const [location] = await existingLocationIds(caller.accountId, [input.location_id]);
      if (!location) throw notFound('Location not found');
      if (!sourceById(input.source_id)?.directory_code) {
        throw badRequest(OVERRIDE_MESSAGES.notADirectory, { source_id: [OVERRIDE_MESSAGES.notADirectory] });
      }
      assertStoresSomething(input);
      if (await repo.exists(caller.accountId, location, input.source_id)) {
        throw conflict(OVERRIDE_MESSAGES.exists, { source_id: [OVERRIDE_MESSAGES.exists] });
      }
      const row = await repo.insert(caller.accountId, location, input.source_id, {
        phone: input.phone || null,
        website: input.website || null,
        enabled: input.enabled,
      });
      await listingDataChanged?.(caller.accountId, [row.locationId]);
      return toOverride(row);
    },

    /**
     * Unchecking a phone or website sends it as null (spec 001 §4 "unchecking clears the value"); `enabled` switches
     * the directory's publishing and leaves its values for when it is switched on again.
     */
    async patch(caller: Caller, id: number, input: SourceOverridePatch) {
      if (givesValues(input)) assertMayChangeValues(caller);
      await accountInScope(caller, input.account_id);
      const existing = await findRow(caller, id);
      const switching = input.enabled !== undefined && input.enabled !== existing.enabled;
      if (switching) await assertCanSwitchPublishing(caller);
      const values = {
        ...(input.phone === undefined ? {} : { phone: input.phone || null }),
        ...(input.website === undefined ? {} : { website: input.website || null }),
        ...(switching ? { enabled: input.enabled } : {}),
      };
      if (Object.keys(values).length === 0) return toOverride(existing);
      const row = await repo.update(caller.accountId, id, values);
      if (!row) throw notFound('Override not found');
      await listingDataChanged?.(caller.accountId, [row.locationId]);
      return toOverride(row);
    },

    async remove(caller: Caller, id: number) {
      // Removing one takes its values away: location update besides the route's local_listing delete.
      assertMayChangeValues(caller);
      const row = await repo.remove(caller.accountId, id);
      if (!row) throw notFound('Override not found');
      await listingDataChanged?.(caller.accountId, [row.locationId]);
      return toOverride(row);
    },
  };
}

export type SourceOverridesService = ReturnType<typeof createSourceOverridesService>;
