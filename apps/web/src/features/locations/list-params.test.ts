import { describe, expect, it } from 'vitest';
import { detailPath } from '../../shared/entities/locations/location-paths';
import { pickQuery } from '../../shared/lib/pick-query';
import { KEPT_AFTER_DELETE_KEYS, readListParams, withListChange } from './list-params';

describe('locations list URL state', () => {
  it('reads page, keywords, group and a known sort', () => {
    const params = new URLSearchParams('page=3&keywords=+ballard+&group_id=4&sort[by]=city&sort[order]=desc');
    expect(readListParams(params)).toEqual({
      page: 3,
      keywords: 'ballard',
      groupId: 4,
      sortBy: 'city',
      sortOrder: 'desc',
    });
    expect(readListParams(new URLSearchParams('page=-2&sort[by]=password'))).toMatchObject({ page: 1, sortBy: null });
  });

  it('starts again at page 1 when the search, group or sort changes', () => {
    const current = new URLSearchParams('page=3&keywords=a');
    expect(withListChange(current, { groupId: 2 }).toString()).toBe('keywords=a&group_id=2');
    expect(withListChange(current, { keywords: '' }).toString()).toBe('');
    expect(withListChange(current, { page: 4 }).get('page')).toBe('4');
    expect(withListChange(current, { sort: { by: 'name', order: 'desc' } }).get('sort[order]')).toBe('desc');
  });

  it('carries the list query to the detail page and keeps sort, group and keywords after a delete', () => {
    const list = '?page=2&keywords=dental&group_id=5&sort[by]=city&sort[order]=asc&other=x';
    expect(detailPath(8, list, { withEdit: true })).toBe(
      '/settings/locations/8/details?sort%5Bby%5D=city&sort%5Border%5D=asc&keywords=dental&page=2&group_id=5&withEdit=true',
    );
    expect(pickQuery(list, KEPT_AFTER_DELETE_KEYS)).toBe(
      '?sort%5Bby%5D=city&sort%5Border%5D=asc&keywords=dental&group_id=5',
    );
  });
});
