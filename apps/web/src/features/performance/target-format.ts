import { SCORE_INPUTS, type ScoreInput, type TargetSettings } from '@repute/domain';

/** Spec 001 §9: the target section shows response_rate and ll_sync_ratio as %, response_time in days. */
export const PERCENT_INPUTS: ReadonlySet<ScoreInput> = new Set(['response_rate', 'll_sync_ratio']);

export type TargetFormValues = Record<ScoreInput, number | ''> & Record<`${ScoreInput}_weight`, number | ''>;

/** The API's settings (rates 0-1) as the form shows them (rates in %). */
export function toFormValues(settings: TargetSettings): TargetFormValues {
  const values = {} as TargetFormValues;
  for (const input of SCORE_INPUTS) {
    const value = settings[input];
    values[input] = value === null ? '' : PERCENT_INPUTS.has(input) ? Math.round(value * 10_000) / 100 : value;
    values[`${input}_weight`] = settings[`${input}_weight`];
  }
  return values;
}

/** The form's values as the API takes them: an empty target is none, rates back to 0-1, an empty weight 0. */
export function fromFormValues(values: TargetFormValues): TargetSettings {
  const settings = {} as TargetSettings;
  for (const input of SCORE_INPUTS) {
    const value = values[input];
    settings[input] = value === '' ? null : PERCENT_INPUTS.has(input) ? value / 100 : value;
    const weight = values[`${input}_weight`];
    settings[`${input}_weight`] = weight === '' ? 0 : weight;
  }
  return settings;
}

export type CustomTargetFormValues = Record<ScoreInput, number | ''>;

/** A location's custom target as the form shows it (rates in %, an input it does not override empty). */
export function toCustomFormValues(target: Partial<Record<ScoreInput, number | null>> | null): CustomTargetFormValues {
  const values = {} as CustomTargetFormValues;
  for (const input of SCORE_INPUTS) {
    const value = target?.[input] ?? null;
    values[input] = value === null ? '' : PERCENT_INPUTS.has(input) ? Math.round(value * 10_000) / 100 : value;
  }
  return values;
}

/** The form's values as the API takes them: an empty field is null (the account's target applies), rates 0-1. */
export function fromCustomFormValues(values: CustomTargetFormValues): Record<ScoreInput, number | null> {
  const target = {} as Record<ScoreInput, number | null>;
  for (const input of SCORE_INPUTS) {
    const value = values[input];
    target[input] = value === '' ? null : PERCENT_INPUTS.has(input) ? value / 100 : value;
  }
  return target;
}
