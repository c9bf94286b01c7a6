import { ADDING_LOCATION_COST_NOTICE } from '@repute/domain/listings';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { npiTitle } from './detail-format';
import {
  addLocationBlock,
  bulkHoursFailure,
  contactAdvice,
  costNotice,
  deleteBlock,
  deleteOffer,
  npiLookupError,
} from './location-rules';
import { parseShortDate } from './short-date';

describe('location rules', () => {
  it('blocks Add Location for the account setting, then the trial limit', () => {
    expect(addLocationBlock({ preventAdditions: true, preview: undefined })).toBe('prevented');
    expect(addLocationBlock({ preventAdditions: false, preview: { trial_location_limit_reached: true } })).toBe(
      'trial_limit',
    );
    expect(addLocationBlock({ preventAdditions: false, preview: { trial_location_limit_reached: false } })).toBeNull();
  });

  it('shows the exact cost only to Admins of accounts that are not white-label', () => {
    const preview = { new_location_monthly_unit_cents: 4900 };
    expect(costNotice({ userTypeId: 1, isWhitelabel: false, preview })).toBe(
      'Adding this location adds $49.00 a month to your bill.',
    );
    expect(costNotice({ userTypeId: 1, isWhitelabel: true, preview })).toBe(ADDING_LOCATION_COST_NOTICE);
    expect(costNotice({ userTypeId: 2, isWhitelabel: false, preview })).toBe(ADDING_LOCATION_COST_NOTICE);
  });

  it('never deletes the last location', () => {
    expect(deleteBlock({ preventDeletions: false, totalLocations: 1 })).toBe('last_location');
    expect(deleteBlock({ preventDeletions: true, totalLocations: 9 })).toBe('prevented');
    expect(deleteBlock({ preventDeletions: false, totalLocations: 2 })).toBeNull();
  });

  it('words bulk hours failures as the spec does', () => {
    expect(bulkHoursFailure(0, 3)).toBeNull();
    expect(bulkHoursFailure(1, 3)).toBe('Location could not be updated');
    expect(bulkHoursFailure(2, 3)).toBe('2 locations could not be updated');
    expect(bulkHoursFailure(1, 1, 'Location not found')).toBe('Location not found');
  });

  it('tells NPI not found from an unreachable registry', () => {
    expect(npiLookupError(new ApiError(404, 'x'))).toBe('NPI not found');
    expect(npiLookupError(new ApiError(400, 'x'))).toBe('NPI not found');
    expect(npiLookupError(new ApiError(502, 'x'))).toBe('Unable to reach the NPI database');
    expect(npiLookupError(new ApiError(0, 'x'))).toBe('Unable to reach the NPI database');
  });

  it('titles NPI results and sends white-label accounts to their representative', () => {
    const base = {
      number: '1',
      middle_name: null,
      organization_name: null,
      city: null,
      state: null,
      postal_code: null,
    };
    expect(npiTitle({ ...base, first_name: 'Elena', last_name: 'Vasquez', credential: 'DDS' })).toBe(
      'Elena Vasquez, DDS',
    );
    expect(
      npiTitle({ ...base, first_name: null, last_name: null, credential: null, organization_name: 'Acme PLLC' }),
    ).toBe('Acme PLLC');
    expect(contactAdvice(true, 'help@agency.example')).toContain('account representative at help@agency.example');
    expect(contactAdvice(false, null)).toContain('contact support');
  });

  it('reads dates as MM/DD/YY, M/D/YYYY or YYYY-MM-DD', () => {
    expect(parseShortDate('12/24/30')).toBe('2030-12-24');
    expect(parseShortDate('1/2/2031')).toBe('2031-01-02');
    expect(parseShortDate('2031-01-02')).toBe('2031-01-02');
    expect(parseShortDate('02/30/31')).toBeNull();
    expect(parseShortDate('soon')).toBeNull();
  });
});

describe('delete offer', () => {
  it('offers Delete only while the account has more than one location, and only to those who may delete', () => {
    expect(deleteOffer({ mayDelete: true, totalLocations: 2 })).toBe('offered');
    expect(deleteOffer({ mayDelete: true, totalLocations: 1 })).toBe('last_location');
    expect(deleteOffer({ mayDelete: true, totalLocations: undefined })).toBe('none');
    expect(deleteOffer({ mayDelete: false, totalLocations: 5 })).toBe('none');
  });
});
