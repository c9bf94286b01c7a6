import { describe, expect, it } from 'vitest';
import { parseAddressLine } from './quick-search';

const lists = {
  countries: [
    { id: 233, name: 'United States', code: 'US' },
    { id: 39, name: 'Canada', code: 'CA' },
  ],
  states: [{ id: 48, name: 'Washington', code: 'WA' }],
};

describe('quick search', () => {
  it('splits a US address line into the fields, reading the state code', () => {
    expect(parseAddressLine('1 Main St, Suite 4, Seattle, WA 98101, United States', lists)).toEqual({
      address: '1 Main St',
      address_2: 'Suite 4',
      city: 'Seattle',
      state: 'Washington',
      zipcode: '98101',
      country: 'United States',
    });
  });

  it('takes a state and a postcode given apart, and a Canadian postcode', () => {
    expect(parseAddressLine('12 King St W, Toronto, ON, M5H 1A1, CA', lists)).toEqual({
      address: '12 King St W',
      address_2: '',
      city: 'Toronto',
      state: 'ON',
      zipcode: 'M5H 1A1',
      country: 'Canada',
    });
  });

  it('answers null for text that is no address', () => {
    expect(parseAddressLine('dentist', lists)).toBeNull();
  });
});
