import { NEW_FORMULA_WEIGHTS } from '@repute/domain';
import { customWeightsSchema } from '@repute/domain/performance';
import { describe, expect, it } from 'vitest';
import { toScoreWeights, weightsTotal } from './score-weights-format';

describe('score weights', () => {
  it('totals the weights, an empty field counting 0', () => {
    const values = { ...NEW_FORMULA_WEIGHTS, owner_photos_count: '' as const };
    expect(weightsTotal(values)).toBe(43);
    expect(customWeightsSchema.safeParse(toScoreWeights(values)).success).toBe(false);
    expect(toScoreWeights(values).owner_photos_count).toBe(0);
  });

  it('accepts weights adding up to 100 with decimals', () => {
    const values = { ...NEW_FORMULA_WEIGHTS, owner_photos_count: 56.7, ll_sync_ratio: 0.3 };
    expect(weightsTotal(values)).toBe(100);
    expect(customWeightsSchema.safeParse(toScoreWeights(values)).success).toBe(true);
  });
});
