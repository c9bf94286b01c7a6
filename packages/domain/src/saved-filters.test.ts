import { describe, expect, it } from 'vitest';
import {
  applySavedFilterToParams,
  clearDeletedSavedFilter,
  normalizeSavedFilterConfig,
  SAVED_FILTER_MESSAGES,
  savedFilterConfigFromParams,
  savedFilterConfigSchema,
  userPreferenceCreateSchema,
  validateSavedFilterName,
} from './saved-filters';

describe('saved filter name rules', () => {
  it("requires a name: 'Enter a name'", () => {
    expect(validateSavedFilterName('', [])).toBe('Enter a name');
    expect(validateSavedFilterName('   ', [])).toBe(SAVED_FILTER_MESSAGES.nameRequired);
  });

  it('allows 60 characters and no more', () => {
    expect(validateSavedFilterName('x'.repeat(60), [])).toBeNull();
    expect(validateSavedFilterName('x'.repeat(61), [])).toBe(SAVED_FILTER_MESSAGES.nameTooLong);
  });

  it("refuses a name the user already has: 'A saved filter with that name already exists'", () => {
    expect(validateSavedFilterName('Portland', ['Seattle', 'Portland'])).toBe(
      'A saved filter with that name already exists',
    );
    expect(validateSavedFilterName(' portland ', ['Portland'])).toBe(SAVED_FILTER_MESSAGES.nameTaken);
    expect(validateSavedFilterName('Portland West', ['Portland'])).toBeNull();
  });

  it("refuses 'No saved filter'", () => {
    expect(validateSavedFilterName('No saved filter', [])).toBe(SAVED_FILTER_MESSAGES.nameTaken);
    expect(validateSavedFilterName('no SAVED filter', [])).toBe(SAVED_FILTER_MESSAGES.nameTaken);
  });

  it('the API schema applies the same required and length rules', () => {
    const config = { dateDescriptor: 'sixMonths' };
    expect(userPreferenceCreateSchema.safeParse({ name: ' ', config }).error?.issues[0]?.message).toBe('Enter a name');
    expect(userPreferenceCreateSchema.safeParse({ name: 'y'.repeat(61), config }).error?.issues[0]?.message).toBe(
      SAVED_FILTER_MESSAGES.nameTooLong,
    );
  });

  it('keeps the spec wording of every message', () => {
    expect(SAVED_FILTER_MESSAGES).toMatchObject({
      saveError: 'Error saving filter',
      saved: 'Filter saved',
      updated: 'Filter updated',
      deleted: 'Filter deleted',
      notDeleted: 'Filter was not deleted',
      applyError: 'Could not apply saved filter',
      fetchError: 'Error fetching Saved Filters',
      fetchFailed: 'Failed to fetch saved filteres',
      createFailed: 'Failed to create filter',
      updateFailed: 'Failed to update filter',
      deleteFailed: 'Failed to delete filter',
    });
  });
});

describe('saved filter config', () => {
  it('holds dates only for a custom range', () => {
    const params = { dateDescriptor: 'sixMonths', from: '2026-01-01', to: '2026-02-01', groupId: '3', rating: '0' };
    expect(savedFilterConfigFromParams(params, 'sixMonths')).toEqual({
      dateDescriptor: 'sixMonths',
      groupId: 3,
      rating: 0,
    });
    expect(savedFilterConfigFromParams({ ...params, sentiment: '-1', category: 'staff' }, 'custom')).toEqual({
      dateDescriptor: 'custom',
      from: '2026-01-01',
      to: '2026-02-01',
      groupId: 3,
      rating: 0,
      sentiment: 'negative',
      category: 'staff',
    });
    // The inbox's own filters are held too, and given back when applied.
    const inbox = savedFilterConfigFromParams({ responseStatus: 'needs_response', tagId: '6' }, 'thirtyDays');
    expect(inbox).toEqual({ dateDescriptor: 'thirtyDays', responseStatus: 'needs_response', tagId: 6 });
    expect(applySavedFilterToParams({}, 2, inbox).params).toMatchObject({
      responseStatus: 'needs_response',
      tagId: '6',
    });
    expect(normalizeSavedFilterConfig({ dateDescriptor: 'ytd', from: '2026-01-01', to: '2026-01-02' })).toEqual({
      dateDescriptor: 'ytd',
    });
  });

  it('the schema needs from and to for a custom range', () => {
    expect(savedFilterConfigSchema.safeParse({ dateDescriptor: 'custom' }).success).toBe(false);
    expect(
      savedFilterConfigSchema.safeParse({ dateDescriptor: 'custom', from: '2026-02-02', to: '2026-02-01' }).success,
    ).toBe(false);
    expect(
      savedFilterConfigSchema.safeParse({ dateDescriptor: 'custom', from: '2026-02-01', to: '2026-02-01' }).success,
    ).toBe(true);
    expect(savedFilterConfigSchema.safeParse({ dateDescriptor: 'someday' }).success).toBe(false);
  });

  it('applying restores descriptor, dates and filters, clears what it does not hold and resets paging', () => {
    const current = {
      dateDescriptor: 'sixMonths',
      groupId: '3',
      locationId: '12',
      sentiment: 'positive',
      search_terms: 'crown',
      page: '2',
    };
    const { params } = applySavedFilterToParams(current, 9, {
      dateDescriptor: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      groupId: 5,
      locationId: 40,
      rating: 4,
    });
    expect(params).toEqual({
      savedFilterId: '9',
      dateDescriptor: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      groupId: '5',
      locationId: '40',
      rating: '4',
    });
  });

  it('deleting the selected one clears from, to, savedFilterId, groupId, locationId and sourceId', () => {
    const { params } = clearDeletedSavedFilter({
      savedFilterId: '9',
      dateDescriptor: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      groupId: '5',
      locationId: '40',
      sourceId: '2',
      rating: '4',
      category: 'staff',
    });
    expect(params).toEqual({ dateDescriptor: 'custom', rating: '4', category: 'staff' });
  });
});
