import { describe, expect, it } from 'vitest';
import { isValidPhone, locationInputSchema, missingLocationFields, normalizeWebsite } from './locations';

describe('location form rules', () => {
  it("names each missing required field '{label} is required'", () => {
    expect(missingLocationFields({ name: ' ', city: 'Seattle' })).toEqual({
      name: 'Internal Name is required',
      public_name: 'Public Name is required',
      address: 'Address is required',
      state: 'State is required',
      zipcode: 'Zip Code is required',
      country: 'Country is required',
    });
  });

  it('takes 10-digit phone numbers with optional separators', () => {
    for (const phone of ['2065550141', '(206) 555-0141', '206.555.0141', '206-555-0141']) {
      expect(isValidPhone(phone)).toBe(true);
    }
    for (const phone of ['555-0141', '+1 206 555 0141 9', 'call me', '206555014x']) {
      expect(isValidPhone(phone)).toBe(false);
    }
  });

  it('sends an empty website as null', () => {
    expect(normalizeWebsite('')).toBeNull();
    expect(normalizeWebsite('  ')).toBeNull();
    expect(normalizeWebsite('example.com')).toBe('https://example.com');
    expect(locationInputSchema.parse({ website: '' }).website).toBeNull();
    expect(locationInputSchema.safeParse({ website: 'not a site' }).success).toBe(false);
  });

  it('takes NPI numbers of exactly 10 digits', () => {
    expect(locationInputSchema.safeParse({ industry_ids: { npi_numbers: ['1234567893'] } }).success).toBe(true);
    expect(locationInputSchema.safeParse({ industry_ids: { npi_numbers: ['12345'] } }).success).toBe(false);
  });
});
