import { USER_TYPE_ID } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import { mayAs } from '../../test/policy-caller';
import { ALL_FILTER_CONTROLS, REVIEW_LIST_FILTER_CONTROLS, visibleFilterControls } from './filter-visibility';

const ON = { groups: true, insights: true, saved_filters: true };

describe('visibleFilterControls', () => {
  it('shows an Admin every control', () => {
    expect(visibleFilterControls(ALL_FILTER_CONTROLS, mayAs(USER_TYPE_ID.admin, ON), ON)).toEqual([
      ...ALL_FILTER_CONTROLS,
    ]);
  });

  it('hides the category dropdown without insights read (Limited User)', () => {
    const controls = visibleFilterControls(ALL_FILTER_CONTROLS, mayAs(USER_TYPE_ID.limitedUser, ON), ON);
    expect(controls).not.toContain('category');
    expect(controls).toContain('saved');
  });

  it('follows the groups, insights and saved_filters account settings', () => {
    const off = { groups: false, insights: false, saved_filters: false };
    const controls = visibleFilterControls(ALL_FILTER_CONTROLS, mayAs(USER_TYPE_ID.admin, off), off);
    expect(controls).toEqual(['date', 'location', 'source', 'rating', 'sentiment']);
  });

  it('offers saved filters only once the account says they are on, as the server asks', () => {
    expect(visibleFilterControls(['saved'], mayAs(USER_TYPE_ID.admin, {}), undefined)).toEqual([]);
  });

  it('offers no control whose options an Email Only user could not load', () => {
    expect(visibleFilterControls(REVIEW_LIST_FILTER_CONTROLS, mayAs(USER_TYPE_ID.emailOnly, ON), ON)).toEqual([
      'date',
      'source',
      'rating',
      'sentiment',
      'responseStatus',
    ]);
  });
});
