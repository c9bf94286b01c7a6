import type { ScoreWeights, TargetSettings } from '@repute/domain';
import type { EndpointResult } from '@repute/domain/contracts/endpoint';
import {
  createCustomTarget,
  deleteCustomTarget,
  getMetricTargets,
  getScoreWeights,
  listCustomTargets,
  listGroupScores,
  listLocationScores,
  listPerformanceOverview,
  listTargetScores,
  listTargetsPerLocation,
  patchCustomTarget,
  resetScoreWeights,
  saveMetricTargets,
  saveScoreWeights,
} from '@repute/domain/contracts/performance';
import type { customTargetValuesSchema } from '@repute/domain/performance';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';
import type { PerformanceFilters, PerformancePageQuery } from './performance-query';

export type PerformancePage = EndpointResult<typeof listPerformanceOverview>;
export type ScoreWeightsAnswer = EndpointResult<typeof getScoreWeights>;
/** The row a breakdown is about: a location, or a group of the groups view. */
export type ScoredEntity = { kind: 'location' | 'group'; id: number; name: string };

export const performanceKeys = {
  all: ['performance'] as const,
  overview: (accountId: number, query: PerformancePageQuery) => ['performance', 'overview', accountId, query] as const,
  breakdown: (accountId: number, entity: ScoredEntity, filters: PerformanceFilters) =>
    ['performance', 'breakdown', accountId, entity, filters] as const,
  targetScore: (accountId: number, entity: ScoredEntity, filters: PerformanceFilters) =>
    ['performance', 'target_score', accountId, entity, filters] as const,
  weights: (accountId: number) => ['performance', 'weights', accountId] as const,
  targets: (accountId: number) => ['performance', 'metric_targets', accountId] as const,
  customTargets: (accountId: number) => ['performance', 'location_custom_targets', accountId] as const,
  targetsPerLocation: (accountId: number) => ['performance', 'metric_targets_per_location', accountId] as const,
};

/** GET /location_performance_overview: a page of ranked rows. A change keeps the last page on screen. */
export function usePerformanceOverview(query: PerformancePageQuery | null) {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: performanceKeys.overview(accountId, query ?? ({} as PerformancePageQuery)),
    queryFn: () => callEndpoint(listPerformanceOverview, { query: { account_id: accountId, ...query } }),
    enabled: accountId > 0 && query !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /location_score/{accountId}/locations or /groups, narrowed to one row: its subscores (spec 001 §7). */
export function useScoreBreakdown(entity: ScoredEntity | null, filters: PerformanceFilters) {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: performanceKeys.breakdown(accountId, entity ?? { kind: 'location', id: 0, name: '' }, filters),
    queryFn: async () => {
      if (!entity) return null;
      const contract = entity.kind === 'location' ? listLocationScores : listGroupScores;
      const narrowed =
        entity.kind === 'location' ? { location_id: entity.id } : { group_id: entity.id, location_id: undefined };
      const answer = await callEndpoint(contract, {
        params: { accountId },
        query: { ...filters, ...narrowed, per_page: 1 },
      });
      return answer._embedded.location_scores[0] ?? null;
    },
    enabled: accountId > 0 && entity !== null,
  });
}

/** GET /target_scores narrowed to one location or group: its target score and lag (spec 001 §3, §7). */
export function useTargetScore(entity: ScoredEntity | null, filters: PerformanceFilters) {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: performanceKeys.targetScore(accountId, entity ?? { kind: 'location', id: 0, name: '' }, filters),
    queryFn: async () => {
      if (!entity) return null;
      const narrowed =
        entity.kind === 'location'
          ? { location_id: entity.id, group_by: 'location' as const }
          : { group_ids: entity.id, group_id: undefined, location_id: undefined, group_by: 'group' as const };
      const answer = await callEndpoint(listTargetScores, {
        query: { ...filters, ...narrowed, account_id: accountId },
      });
      return answer._embedded.target_scores[0] ?? null;
    },
    enabled: accountId > 0 && entity !== null,
  });
}

/** GET /location_score/{accountId}/weights: which formula the account's scores (and the industry score) use. */
export function useScoreWeights() {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: performanceKeys.weights(accountId),
    queryFn: () => callEndpoint(getScoreWeights, { params: { accountId } }),
    enabled: accountId > 0,
  });
}

/** GET /metric_targets: the account's target score settings, and whether an admin has set them. */
export function useMetricTargets(enabled = true) {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: performanceKeys.targets(accountId),
    queryFn: () => callEndpoint(getMetricTargets, { query: { account_id: accountId } }),
    enabled: accountId > 0 && enabled,
  });
}

/** PUT /metric_targets (admins only); every performance figure is read again, as target scores change. */
export function useSaveMetricTargets() {
  const accountId = useAuth()?.account_id ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targets: TargetSettings) =>
      callEndpoint(saveMetricTargets, { body: { ...targets, account_id: accountId } }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: performanceKeys.all }),
  });
}

/** custom_score's weights: PUT saves them (they add up to 100%), DELETE goes back to the formula's. */
export function useSaveScoreWeights() {
  const accountId = useAuth()?.account_id ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weights: ScoreWeights | null) =>
      weights
        ? callEndpoint(saveScoreWeights, { params: { accountId }, body: weights })
        : callEndpoint(resetScoreWeights, { params: { accountId } }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: performanceKeys.all }),
  });
}

/** The values a location's custom target overrides (rates 0-1, as the API takes them). */
export type CustomTargetValues = z.infer<typeof customTargetValuesSchema>;

/** GET /location_custom_targets: the account's locations with targets of their own (one page of 100). */
export function useCustomTargets(enabled: boolean) {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: performanceKeys.customTargets(accountId),
    queryFn: () => callEndpoint(listCustomTargets, { query: { account_id: accountId, per_page: 100 } }),
    enabled: accountId > 0 && enabled,
  });
}

/** A custom target deleted, changed, or created for a location. */
export type CustomTargetChange =
  | { id: number; remove: true }
  | { id: number; values: CustomTargetValues; remove?: false }
  | { id?: undefined; location_id: number; values: CustomTargetValues; remove?: false };

/** POST, PATCH or DELETE /location_custom_targets: every performance figure is read again after it. */
export function useSaveCustomTarget() {
  const accountId = useAuth()?.account_id ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CustomTargetChange) => {
      if (change.remove) return callEndpoint(deleteCustomTarget, { params: { id: change.id } });
      if (change.id === undefined) {
        const body = { ...change.values, location_id: change.location_id, account_id: accountId };
        return callEndpoint(createCustomTarget, { body });
      }
      const body = { ...change.values, account_id: accountId };
      return callEndpoint(patchCustomTarget, { params: { id: change.id }, body });
    },
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: performanceKeys.all }),
  });
}

/** GET /metric_targets_per_location: every location with its custom target's id, for the add picker. */
export function useTargetsPerLocation(enabled: boolean) {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: performanceKeys.targetsPerLocation(accountId),
    queryFn: () => callEndpoint(listTargetsPerLocation, { query: { account_id: accountId, per_page: 500 } }),
    enabled: accountId > 0 && enabled,
  });
}
