import {
  type AccountSettingCode,
  type CustomTarget,
  type customTargetValuesSchema,
  formulaWeights,
  SCORE_INPUTS,
  type ScoreWeights,
  type TargetSettings,
  type TargetsListQuery,
} from '@repute/domain';
import type { z } from 'zod';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { LocationCountReads } from '../metrics';
import type { CustomTargetRow, PerformanceRepo, TargetRecord } from './performance.repo';
import { fromTargetSettings, targetSettingsOf, toTargetSettings } from './performance-targets';

export type TargetsDeps = {
  repo: PerformanceRepo;
  locations: LocationCountReads['locations'];
  settingOn: (accountId: number, code: AccountSettingCode) => Promise<boolean>;
};

type CustomValues = z.infer<typeof customTargetValuesSchema>;

const paged = <T>(rows: T[], query: { page: number; per_page: number }) => ({
  total: rows.length,
  rows: rows.slice((query.page - 1) * query.per_page, query.page * query.per_page),
});

/** Only the inputs the body names: the others keep following the account's targets. */
const named = (values: CustomValues): TargetRecord =>
  Object.fromEntries(
    SCORE_INPUTS.filter((input) => values[input] !== undefined).map((input) => [input, values[input]]),
  );

/** Target score settings, per-location custom targets and custom_score's weights (spec 000 §7, issue 13). */
export function createTargetsService({ repo, locations, settingOn }: TargetsDeps) {
  async function namesOf(accountId: number) {
    return new Map((await locations(accountId)).map((location) => [location.id, location.name]));
  }

  function presentCustom(row: CustomTargetRow, names: Map<number, string>): CustomTarget {
    return {
      id: row.id,
      account_id: row.accountId,
      location_id: row.locationId,
      location_name: names.get(row.locationId) ?? '',
      ...(Object.fromEntries(SCORE_INPUTS.map((input) => [input, row.targets[input] ?? null])) as Record<
        (typeof SCORE_INPUTS)[number],
        number | null
      >),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  async function metricTargets(caller: Caller, accountId: number | undefined) {
    const account = await accountInScope(caller, accountId);
    const settings = await repo.settings(account);
    return {
      account_id: account,
      ...toTargetSettings(settings),
      is_set: Boolean(settings?.targets),
      updated_by_user_id: settings?.targetsUpdatedBy ?? null,
      updated_at: settings?.targets ? settings.updatedAt.toISOString() : null,
    };
  }

  /** Every location (of the filter) with its effective targets, or only its own (`own`). */
  async function perLocation(caller: Caller, query: TargetsListQuery, own: boolean) {
    const account = await accountInScope(caller, query.account_id);
    const [all, settings, custom] = await Promise.all([
      locations(account),
      repo.settings(account),
      repo.customTargets(account, query.location_id),
    ]);
    const accountTargets = own ? null : targetSettingsOf(settings);
    const customOf = new Map(custom.map((row) => [row.locationId, row]));
    const wanted = query.location_id ? new Set(query.location_id) : null;
    const rows = all
      .filter((location) => !wanted || wanted.has(location.id))
      .map((location) => {
        const mine = customOf.get(location.id);
        return {
          location_id: location.id,
          location_name: location.name,
          custom_target_id: mine?.id ?? null,
          ...(Object.fromEntries(
            SCORE_INPUTS.map((input) => [
              input,
              mine && input in mine.targets ? (mine.targets[input] ?? null) : (accountTargets?.values[input] ?? null),
            ]),
          ) as Record<(typeof SCORE_INPUTS)[number], number | null>),
        };
      });
    return paged(rows, query);
  }

  return {
    metricTargets,

    async saveMetricTargets(caller: Caller, accountId: number | undefined, body: TargetSettings) {
      const account = await accountInScope(caller, accountId);
      const { targets, weights } = fromTargetSettings(body);
      await repo.saveTargets(account, caller.userId, targets, weights);
      return metricTargets(caller, account);
    },

    targetsPerLocation: (caller: Caller, query: TargetsListQuery) => perLocation(caller, query, false),
    customTargetsPerLocation: (caller: Caller, query: TargetsListQuery) => perLocation(caller, query, true),

    async customTargets(caller: Caller, query: TargetsListQuery) {
      const account = await accountInScope(caller, query.account_id);
      const [rows, names] = await Promise.all([repo.customTargets(account, query.location_id), namesOf(account)]);
      return paged(
        rows.map((row) => presentCustom(row, names)),
        query,
      );
    },

    async customTarget(caller: Caller, id: number) {
      const account = await accountInScope(caller, undefined);
      const row = await repo.customTarget(account, id);
      if (!row) throw notFound('Custom target not found');
      return presentCustom(row, await namesOf(account));
    },

    async createCustomTarget(caller: Caller, body: CustomValues & { account_id?: number; location_id: number }) {
      const account = await accountInScope(caller, body.account_id);
      const names = await namesOf(account);
      if (!names.has(body.location_id)) throw notFound('Location not found');
      const row = await repo.createCustomTarget(account, body.location_id, named(body));
      if (!row) throw conflict('This location has custom targets already');
      return presentCustom(row, names);
    },

    async updateCustomTarget(caller: Caller, id: number, body: CustomValues & { account_id?: number }) {
      const account = await accountInScope(caller, body.account_id);
      const existing = await repo.customTarget(account, id);
      if (!existing) throw notFound('Custom target not found');
      const row = await repo.updateCustomTarget(account, id, { ...existing.targets, ...named(body) });
      if (!row) throw notFound('Custom target not found');
      return presentCustom(row, await namesOf(account));
    },

    async deleteCustomTarget(caller: Caller, id: number) {
      const account = await accountInScope(caller, undefined);
      if (!(await repo.deleteCustomTarget(account, id))) throw notFound('Custom target not found');
    },

    /** The formula the account's scores use and its weights; custom_weights as an admin saved them. */
    async weights(caller: Caller, accountId: number) {
      const account = await accountInScope(caller, accountId);
      const [newPerformanceScore, customScore, settings] = await Promise.all([
        settingOn(account, 'new_performance_score'),
        settingOn(account, 'custom_score'),
        repo.settings(account),
      ]);
      const customWeights = settings?.customWeights ?? null;
      return {
        account_id: account,
        ...formulaWeights({ newPerformanceScore, customScore, customWeights }),
        custom_weights: customWeights,
      };
    },

    /** custom_score: an admin's weights (the schema has checked they add up to 100%); null goes back to the formula. */
    async saveWeights(caller: Caller, accountId: number, weights: ScoreWeights | null) {
      const account = await accountInScope(caller, accountId);
      // The setting of the account whose weights change, maybe a parent's child: no route policy can say that.
      if (!(await settingOn(account, 'custom_score'))) throw forbidden('Custom score weights are not enabled');
      await repo.saveCustomWeights(account, weights);
      return this.weights(caller, account);
    },
  };
}

export type TargetsService = ReturnType<typeof createTargetsService>;
