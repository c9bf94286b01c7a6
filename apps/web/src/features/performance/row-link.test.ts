import type { PerformanceRow } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import { dashboardLink } from './row-link';

const location = { location_id: 7, group_id: null } as PerformanceRow;
const group = { location_id: null, group_id: 3 } as PerformanceRow;

describe('a performance row’s link to the dashboard', () => {
  it('carries the dates, group and source and narrows to the row’s location', () => {
    const link = dashboardLink({ dateDescriptor: 'sixMonths', groupId: '3', sourceId: '2', page: '4' }, location);
    expect(link).toBe('/dashboard?dateDescriptor=sixMonths&groupId=3&locationId=7&sourceId=2');
  });

  it('narrows to the row’s group, dropping a location filter, and keeps a custom range', () => {
    const link = dashboardLink(
      { dateDescriptor: 'custom', from: '2026-01-01', to: '2026-03-31', locationId: '9' },
      group,
    );
    expect(link).toBe('/dashboard?from=2026-01-01&to=2026-03-31&dateDescriptor=custom&groupId=3');
  });

  it('never sends a preset beside a range: stale from and to stay behind', () => {
    const link = dashboardLink({ dateDescriptor: 'twoYears', from: '2026-01-01', to: '2026-03-31' }, location);
    expect(link).toBe('/dashboard?dateDescriptor=twoYears&locationId=7');
  });
});
