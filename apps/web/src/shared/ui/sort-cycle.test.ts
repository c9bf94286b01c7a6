import { describe, expect, it } from 'vitest';
import { nextSort } from './sort-cycle';

describe('nextSort', () => {
  it('cycles sort none, ascending, descending, none', () => {
    expect(nextSort({ by: null, order: 'asc' }, 'city')).toEqual({ by: 'city', order: 'asc' });
    expect(nextSort({ by: 'city', order: 'asc' }, 'city')).toEqual({ by: 'city', order: 'desc' });
    expect(nextSort({ by: 'city', order: 'desc' }, 'city')).toBeNull();
  });

  it('starts a different column ascending', () => {
    expect(nextSort({ by: 'city', order: 'desc' }, 'name')).toEqual({ by: 'name', order: 'asc' });
  });
});
