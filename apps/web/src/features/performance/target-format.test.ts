import type { TargetSettings } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import { fromCustomFormValues, fromFormValues, toCustomFormValues, toFormValues } from './target-format';

const settings: TargetSettings = {
  total_reviews: 40,
  total_reviews_weight: 30,
  avg_rating: 4.5,
  avg_rating_weight: 30,
  response_rate: 0.905,
  response_rate_weight: 20,
  response_time: 1.25,
  response_time_weight: 20,
  owner_photos_count: null,
  owner_photos_count_weight: 0,
  ll_sync_ratio: null,
  ll_sync_ratio_weight: 0,
};

describe('the target score form', () => {
  it('shows rates in % and gives them back as 0-1, with empty targets as none', () => {
    const values = toFormValues(settings);
    expect(values).toMatchObject({ response_rate: 90.5, ll_sync_ratio: '', response_time: 1.25, avg_rating: 4.5 });
    expect(fromFormValues(values)).toEqual(settings);
  });

  it('sends an emptied weight as 0', () => {
    expect(fromFormValues({ ...toFormValues(settings), total_reviews_weight: '' }).total_reviews_weight).toBe(0);
  });
});

describe('custom target form values', () => {
  it('shows rates in % and an input the location does not override empty, and turns them back', () => {
    const values = toCustomFormValues({ response_rate: 0.9, avg_rating: 4.5, total_reviews: null });
    expect(values.response_rate).toBe(90);
    expect(values.avg_rating).toBe(4.5);
    expect(values.total_reviews).toBe('');
    const target = fromCustomFormValues(values);
    expect(target.response_rate).toBe(0.9);
    expect(target.total_reviews).toBeNull();
  });
});
