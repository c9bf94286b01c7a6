import { describe, expect, it } from 'vitest';
import { delayText, ruleBody, ruleFormValues } from './rule-form-values';

describe('rule form values', () => {
  it('round-trip a rule into the body the API takes', () => {
    const values = { ...ruleFormValues(null), name: ' Praise ', template_ids: ['3', '4'], quiet: true };
    expect(ruleBody(values)).toMatchObject({
      name: 'Praise',
      rating_min: 4,
      rating_max: 5,
      template_ids: [3, 4],
      quiet_hours: { starts: '21:00', ends: '08:00' },
    });
    expect(ruleBody({ ...values, reply_with: 'drafts', quiet: false })).toMatchObject({
      template_ids: [],
      quiet_hours: null,
    });
  });

  it('say the delay in words', () => {
    expect(delayText(5)).toBe('5 minutes');
    expect(delayText(150)).toBe('2 hours 30 minutes');
    expect(delayText(60)).toBe('1 hour');
    expect(delayText(1440)).toBe('24 hours');
  });
});
