import { describe, expect, it } from 'vitest';
import { backLink, frequencyLabel } from './scheduled-export-format';

describe('the scheduled exports list', () => {
  it('words each frequency', () => {
    const base = { scheduled_day: 'monday' as const, scheduled_day_of_month: 31 };
    expect(frequencyLabel({ ...base, email_frequency: 'daily' })).toBe('Daily');
    expect(frequencyLabel({ ...base, email_frequency: 'weekly' })).toBe('Weekly on Monday');
    expect(frequencyLabel({ ...base, email_frequency: 'monthly' })).toBe('Monthly on day 31');
  });

  it('goes back to Account & Settings, or to the page fromPage names', () => {
    expect(backLink(null)).toEqual({ to: '/settings', label: 'Back to Account & Settings' });
    expect(backLink('groupPerformance')).toEqual({ to: '/dashboard', label: 'Back to Group Performance' });
    expect(backLink('locationPerformance')).toEqual({
      to: '/dashboard/locations',
      label: 'Back to Location Performance',
    });
    expect(backLink('somewhereElse')).toEqual({ to: '/settings', label: 'Back to Account & Settings' });
  });
});
