import {
  type Alert,
  type AlertCreate,
  type AlertPatch,
  type AlertsQuery,
  alertRuleIssues,
  pageWindow,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { badRequest, notFound } from '../../platform/errors';
import type { AlertRow, AlertsRepo, AlertValues, Owner } from './alerts.repo';

/** What an alert's scope may name: the account's own locations and groups. */
export type AlertScopeChecks = {
  existingLocationIds: (accountId: number, ids: number[]) => Promise<number[]>;
  groupExists: (accountId: number, id: number) => Promise<boolean>;
};

export type AlertsDeps = { repo: AlertsRepo; scope: AlertScopeChecks };

const NOT_FOUND = 'Alert not found';
const UNKNOWN_LOCATION = 'One or more locations were not found';
const UNKNOWN_GROUP = 'One or more groups were not found';

export function toAlert(row: AlertRow): Alert {
  return {
    id: row.id,
    account_id: row.accountId,
    user_id: row.userId,
    kind: row.kind,
    max_rating: row.maxRating,
    wait_hours: row.waitHours,
    location_ids: row.locationIds,
    group_ids: row.groupIds,
    delivery: row.delivery,
    digest_time: row.digestTime,
    subscribed: row.subscribed,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const valuesOf = (alert: Omit<Alert, 'id' | 'account_id' | 'user_id' | 'subscribed' | 'created_at' | 'updated_at'>) =>
  ({
    kind: alert.kind,
    // A field that does not apply to the kind or delivery is not kept: the alert says only what it does.
    maxRating: alert.kind === 'new_review' ? alert.max_rating : null,
    waitHours: alert.kind === 'awaiting_response' ? alert.wait_hours : null,
    locationIds: [...new Set(alert.location_ids)],
    groupIds: [...new Set(alert.group_ids)],
    delivery: alert.delivery,
    digestTime: alert.delivery === 'daily_digest' ? alert.digest_time : null,
  }) satisfies AlertValues;

/**
 * Each user's own review alerts in their account (issue 11 §3): managed with ALERT update (spec 000 §6), read with
 * ALERT read; another user's or account's alert answers 404.
 */
export function createAlertsService({ repo, scope }: AlertsDeps) {
  /** The caller's own alerts in the account in scope (ALERT read or update is the route's). */
  async function ownerOf(caller: Caller, accountId?: number): Promise<Owner> {
    return { accountId: await accountInScope(caller, accountId), userId: caller.userId };
  }

  async function findOwn(owner: Owner, id: number) {
    const row = await repo.find(owner, id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  async function assertScope(accountId: number, values: AlertValues) {
    const found = await scope.existingLocationIds(accountId, values.locationIds ?? []);
    if (found.length !== (values.locationIds ?? []).length) {
      throw badRequest(UNKNOWN_LOCATION, { location_ids: [UNKNOWN_LOCATION] });
    }
    for (const id of values.groupIds ?? []) {
      if (!(await scope.groupExists(accountId, id))) throw badRequest(UNKNOWN_GROUP, { group_ids: [UNKNOWN_GROUP] });
    }
  }

  return {
    async list(caller: Caller, query: AlertsQuery) {
      const owner = await ownerOf(caller, query.account_id);
      const { rows, total } = await repo.list(owner, pageWindow(query));
      return { rows: rows.map(toAlert), total };
    },

    async get(caller: Caller, id: number) {
      return toAlert(await findOwn(await ownerOf(caller), id));
    },

    async create(caller: Caller, input: AlertCreate) {
      const owner = await ownerOf(caller, input.account_id);
      const values = valuesOf(input);
      await assertScope(owner.accountId, values);
      return toAlert(await repo.insert(owner, values));
    },

    async patch(caller: Caller, id: number, input: AlertPatch) {
      const owner = await ownerOf(caller, input.account_id);
      const merged = { ...toAlert(await findOwn(owner, id)), ...stripUndefined(input) };
      const issues = alertRuleIssues(merged);
      const [first] = issues;
      if (first) throw badRequest(first.message, Object.fromEntries(issues.map((i) => [i.field, [i.message]])));
      const values = valuesOf(merged);
      await assertScope(owner.accountId, values);
      const row = await repo.update(owner, id, { ...values, subscribed: merged.subscribed });
      if (!row) throw notFound(NOT_FOUND);
      return toAlert(row);
    },

    async remove(caller: Caller, id: number) {
      const row = await repo.remove(await ownerOf(caller), id);
      if (!row) throw notFound(NOT_FOUND);
      return toAlert(row);
    },
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}

export type AlertsService = ReturnType<typeof createAlertsService>;
