import { npiNameCriteria } from '@repute/domain/npi';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { createSandboxNpiDirectory } from './npi-sandbox';

const healthcare = DEMO_ACCOUNTS.filter((account) => account.vertical === 'healthcare');

describe('the NPI sandbox', () => {
  it("answers the finder's search for every demo healthcare location's name and address", async () => {
    const sandbox = createSandboxNpiDirectory();
    const locations = healthcare.flatMap((account) => account.locations);
    expect(locations.length).toBeGreaterThan(0);
    for (const location of locations) {
      const results = await sandbox.search({
        ...npiNameCriteria(location.name),
        city: location.city,
        state: location.stateCode,
        postal_code: location.zipcode,
      });
      expect(results.length, location.name).toBeGreaterThan(0);
      expect(results.every((result) => result.postal_code === location.zipcode)).toBe(true);
    }
  });

  it("answers a practitioner's first and last name at their address", async () => {
    const results = await createSandboxNpiDirectory().search({
      ...npiNameCriteria('Dr. Sarah Lindgren, DDS'),
      city: 'Seattle',
      state: 'WA',
      postal_code: '98102',
    });
    expect(results.map((result) => result.number)).toEqual(['1987654328']);
  });
});
