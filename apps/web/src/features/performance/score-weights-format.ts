import { SCORE_INPUTS, type ScoreWeights } from '@repute/domain';

/** The weights editor's values: each input's weight in %, empty while the admin is typing. */
export type WeightFormValues = Record<keyof ScoreWeights, number | ''>;

/** The running total the editor shows, in %, to 2 decimals (an empty field counts 0). */
export function weightsTotal(values: WeightFormValues): number {
  const sum = SCORE_INPUTS.reduce((total, input) => total + (values[input] === '' ? 0 : values[input]), 0);
  return Math.round(sum * 100) / 100;
}

/** The editor's values as PUT /location_score/{accountId}/weights takes them: an empty weight is 0. */
export function toScoreWeights(values: WeightFormValues): ScoreWeights {
  return Object.fromEntries(
    SCORE_INPUTS.map((input) => [input, values[input] === '' ? 0 : values[input]]),
  ) as ScoreWeights;
}
