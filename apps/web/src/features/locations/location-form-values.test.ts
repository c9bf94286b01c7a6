import type { Location } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import { closedWeekForm } from './hours-form';
import { emptyLocationForm, locationFormErrors, locationToForm, toLocationInput } from './location-form-values';

const filled = () => ({
  ...emptyLocationForm(),
  name: 'Downtown',
  public_name: 'Acme Downtown',
  address: '1 Main St',
  city: 'Seattle',
  state: 'Washington',
  state_id: 48,
  country_id: 233,
  zipcode: '98101',
});

const listed = { statesListed: true };

describe('location form rules', () => {
  it("requires the spec's fields with '{label} is required'", () => {
    const errors = locationFormErrors({ ...emptyLocationForm(), country: '' }, listed);
    expect(errors).toEqual({
      name: 'Internal Name is required',
      public_name: 'Public Name is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipcode: 'Zip Code is required',
      country: 'Country is required',
    });
  });

  it('wants a country and (where the country has a list) a state from the lists', () => {
    expect(locationFormErrors({ ...filled(), country_id: null }, listed)).toEqual({ country: 'Country is required' });
    expect(locationFormErrors({ ...filled(), state_id: null }, listed)).toEqual({ state: 'State is required' });
    expect(locationFormErrors({ ...filled(), state_id: null }, { statesListed: false })).toEqual({});
  });

  it('checks phone, website and hours', () => {
    const week = closedWeekForm();
    week.monday = { open: true, is_24_hours: false, ranges: [{ open: '9:00 AM', close: '' }] };
    const errors = locationFormErrors({ ...filled(), phone: '555-12', website: 'not a site', hours: week }, listed);
    expect(errors).toEqual({
      phone: 'Enter a 10-digit phone number',
      website: 'Enter a valid website',
      'hours.monday': 'You must have an opening and closing time if location is open.',
    });
    expect(locationFormErrors({ ...filled(), phone: '(206) 555-0100', website: 'acme.example' }, listed)).toEqual({});
  });
});

describe('location payload', () => {
  it('sends the full record: empty website as null, hours as HH:mm, valid NPI numbers only', () => {
    const week = closedWeekForm();
    week.tuesday = { open: true, is_24_hours: false, ranges: [{ open: '8:00 AM', close: '17:30' }] };
    const input = toLocationInput(
      { ...filled(), hours: week, npi_numbers: ['1234567893', '12'], external_id: ' ' },
      { accountId: 3, withPlaceId: false, withOpenStatus: false },
    );
    expect(input).toMatchObject({
      account_id: 3,
      name: 'Downtown',
      website: null,
      external_id: null,
      industry_ids: { npi_numbers: ['1234567893'] },
    });
    expect(input.hours?.tuesday).toEqual({
      open: true,
      is_24_hours: false,
      hours: [{ open_time: '08:00', close_time: '17:30' }],
    });
    expect(input).not.toHaveProperty('google_place_id');
    expect(input).not.toHaveProperty('open_status');
  });

  it('sends remove_hours after Remove Hours, and the Place ID and business status when asked', () => {
    const input = toLocationInput(
      {
        ...filled(),
        remove_hours: true,
        google_place_id: 'abc',
        open_status: 'temporarily_inactive',
        website: 'x.example',
      },
      { accountId: 3, withPlaceId: true, withOpenStatus: true },
    );
    expect(input).toMatchObject({
      remove_hours: true,
      hours: null,
      google_place_id: 'abc',
      open_status: 'temporarily_inactive',
      website: 'https://x.example',
    });
  });

  it('reads a location into the form', () => {
    const location = {
      id: 1,
      account_id: 3,
      name: 'Downtown',
      public_name: null,
      address: '1 Main St',
      address_2: null,
      city: 'Seattle',
      state: 'Washington',
      state_id: 48,
      state_code: 'WA',
      country: 'United States',
      country_id: 233,
      zipcode: '98101',
      phone: null,
      external_id: null,
      website: null,
      category_id: null,
      category_name: null,
      open_status: 'active',
      is_headquarters: true,
      hours: null,
      industry_ids: { npi_numbers: [] },
      status: 'published',
      status_reason: null,
      issues_muted: false,
      group_ids: [],
      created_at: '',
      updated_at: '',
    } satisfies Location;
    expect(locationToForm(location)).toMatchObject({ public_name: '', is_headquarters: true, hours: null });
  });
});
