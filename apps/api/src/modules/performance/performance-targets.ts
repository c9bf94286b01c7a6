import {
  SCORE_INPUTS,
  type ScoreInput,
  type TargetSettings,
  type TargetValues,
  type TargetWeights,
} from '@repute/domain';
import type { SettingsRow, TargetRecord } from './performance.repo';

/** The account's targets and weights, or null until an admin has set them. */
export function targetSettingsOf(
  settings: SettingsRow | undefined,
): { values: TargetValues; weights: TargetWeights } | null {
  if (!settings?.targets) return null;
  const targets = settings.targets;
  const weights = settings.targetWeights ?? {};
  return {
    values: Object.fromEntries(SCORE_INPUTS.map((input) => [input, targets[input] ?? null])) as TargetValues,
    weights: Object.fromEntries(SCORE_INPUTS.map((input) => [input, weights[input] ?? 0])) as TargetWeights,
  };
}

/** The target score settings as spec 001 §3 names them: each input and its `_weight`. */
export function toTargetSettings(settings: SettingsRow | undefined): TargetSettings {
  const parsed = targetSettingsOf(settings);
  return Object.fromEntries(
    SCORE_INPUTS.flatMap((input) => [
      [input, parsed?.values[input] ?? null],
      [`${input}_weight`, parsed?.weights[input] ?? 0],
    ]),
  ) as TargetSettings;
}

export function fromTargetSettings(body: TargetSettings): { targets: TargetRecord; weights: TargetWeights } {
  return {
    targets: Object.fromEntries(SCORE_INPUTS.map((input) => [input, body[input]])) as TargetRecord,
    weights: Object.fromEntries(
      SCORE_INPUTS.map((input) => [input, body[`${input}_weight` as `${ScoreInput}_weight`]]),
    ) as TargetWeights,
  };
}

/** A location's own targets: only the inputs it sets. */
export function customTargetValues(record: TargetRecord): Partial<TargetValues> {
  return Object.fromEntries(
    SCORE_INPUTS.filter((input) => input in record).map((input) => [input, record[input] ?? null]),
  );
}
