import { SCORE_INPUTS, type ScoreInput } from './performance-score';

/** A target per input (null: no target) and its weight (spec 001 §3 "Target score settings"). */
export type TargetValues = Record<ScoreInput, number | null>;
export type TargetWeights = Record<ScoreInput, number>;

/** What a location or group reached in the window, in the targets' units (rates 0-1, time in days). */
export type TargetActuals = Record<ScoreInput, number | null>;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** How far an actual goes towards its target, 0-1; lower is better for the response time. */
export function attainment(input: ScoreInput, actual: number | null, target: number): number {
  if (actual === null) return 0;
  if (input === 'response_time') return actual <= target ? 1 : target / actual;
  if (target <= 0) return 1;
  return Math.min(1, Math.max(0, actual / target));
}

/**
 * The target score (decision 0047): 0-100, how far the location or group reached its targets, each target
 * counting by its weight. Inputs that do not exist yet (photos, listings: actual null and never measured) and
 * targets not set are left out; null when nothing is left.
 */
export function targetScoreOf(
  targets: TargetValues,
  weights: TargetWeights,
  actuals: TargetActuals,
  measured: ReadonlySet<ScoreInput>,
): number | null {
  let weighted = 0;
  let weightSum = 0;
  for (const input of SCORE_INPUTS) {
    const target = targets[input];
    const weight = weights[input];
    if (target === null || weight <= 0 || !measured.has(input)) continue;
    weighted += weight * attainment(input, actuals[input], target);
    weightSum += weight;
  }
  return weightSum > 0 ? round2((100 * weighted) / weightSum) : null;
}
