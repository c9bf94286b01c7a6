import { PERMISSIONS_BY_USER_TYPE, USER_TYPE_ID } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import { ALL_FILTER_CONTROLS, visibleFilterControls } from './filter-visibility';

describe('visibleFilterControls', () => {
  it('shows an Admin every control', () => {
    expect(visibleFilterControls(ALL_FILTER_CONTROLS, PERMISSIONS_BY_USER_TYPE[USER_TYPE_ID.admin], {})).toEqual([
      ...ALL_FILTER_CONTROLS,
    ]);
  });

  it('hides the category dropdown without insights read (Limited User)', () => {
    const controls = visibleFilterControls(ALL_FILTER_CONTROLS, PERMISSIONS_BY_USER_TYPE[USER_TYPE_ID.limitedUser], {});
    expect(controls).not.toContain('category');
    expect(controls).toContain('saved');
  });

  it('follows the groups, insights and saved_filters account settings', () => {
    const controls = visibleFilterControls(ALL_FILTER_CONTROLS, PERMISSIONS_BY_USER_TYPE[USER_TYPE_ID.admin], {
      groups: false,
      insights: false,
      saved_filters: false,
    });
    expect(controls).toEqual(['date', 'location', 'source', 'rating', 'sentiment']);
  });
});
