import { describe, expect, it } from 'vitest';
import { npiNameCriteria } from './npi';

describe('npiNameCriteria', () => {
  it("searches a practitioner's public name by first and last name (spec 001 §7)", () => {
    expect(npiNameCriteria('Dr. Sarah J Lindgren')).toEqual({ first_name: 'Sarah', last_name: 'Lindgren' });
    expect(npiNameCriteria('James Okafor, DMD')).toEqual({ first_name: 'James', last_name: 'Okafor' });
    expect(npiNameCriteria('  dr  Mei   Tanaka DDS ')).toEqual({ first_name: 'Mei', last_name: 'Tanaka' });
  });

  it("searches any other name as the organization's, without the branch", () => {
    expect(npiNameCriteria('Northwind Dental - Ballard')).toEqual({ organization_name: 'Northwind Dental' });
    expect(npiNameCriteria('Smile Studio')).toEqual({ organization_name: 'Smile Studio' });
    expect(npiNameCriteria('Dr. Smile')).toEqual({ organization_name: 'Dr. Smile' });
  });
});
