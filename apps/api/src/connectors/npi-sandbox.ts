import type { NpiResult } from '@repute/domain';
import type { NpiDirectory, NpiSearchCriteria } from './npi-directory';

const provider = (
  number: string,
  first_name: string,
  middle_name: string | null,
  last_name: string,
  credential: string,
  city: string,
  postal_code: string,
  state = 'WA',
): NpiResult => ({
  number,
  first_name,
  middle_name,
  last_name,
  credential,
  organization_name: null,
  city,
  state,
  postal_code,
});

const practice = (number: string, city: string, postal_code: string, state = 'WA'): NpiResult => ({
  number,
  first_name: null,
  middle_name: null,
  last_name: null,
  credential: null,
  organization_name: 'Northwind Dental PLLC',
  city,
  state,
  postal_code,
});

/** The demo providers of Northwind Dental (valid NPI check digits, not real people). */
export const SANDBOX_NPI_PROVIDERS: readonly NpiResult[] = [
  provider('1987654328', 'Sarah', 'J', 'Lindgren', 'DDS', 'Seattle', '98102'),
  provider('1555123458', 'James', null, 'Okafor', 'DMD', 'Seattle', '98107'),
  provider('1728394051', 'Mei', 'A', 'Tanaka', 'DDS', 'Bellevue', '98004'),
  provider('1345678126', 'Rafael', null, 'Ortiz', 'DDS', 'Portland', '97209', 'OR'),
  practice('1600003473', 'Seattle', '98102'),
  // One practice location (an organization subpart, as the registry has them) at each other demo address, so the
  // finder answers every demo location.
  practice('1600003481', 'Seattle', '98107'),
  practice('1600003499', 'Seattle', '98103'),
  practice('1600003507', 'Seattle', '98116'),
  practice('1600003515', 'Bellevue', '98004'),
  practice('1600003523', 'Redmond', '98052'),
  practice('1600003531', 'Kirkland', '98033'),
  practice('1600003549', 'Issaquah', '98027'),
  practice('1600003556', 'Portland', '97209', 'OR'),
  practice('1600003564', 'Portland', '97214', 'OR'),
  practice('1600003572', 'Beaverton', '97005', 'OR'),
  practice('1600003580', 'Lake Oswego', '97034', 'OR'),
];

const startsWith = (value: string | null, wanted: string | undefined) =>
  !wanted || (value ?? '').toLowerCase().startsWith(wanted.trim().toLowerCase());

/** Answers for the demo providers only; in demo mode it sits in front of the registry client. */
export function createSandboxNpiDirectory(providers: readonly NpiResult[] = SANDBOX_NPI_PROVIDERS): NpiDirectory {
  return {
    async lookup(number) {
      return providers.find((item) => item.number === number);
    },
    async search(criteria: NpiSearchCriteria) {
      return providers.filter(
        (item) =>
          startsWith(item.first_name, criteria.first_name) &&
          startsWith(item.last_name, criteria.last_name) &&
          startsWith(item.organization_name, criteria.organization_name) &&
          startsWith(item.city, criteria.city) &&
          startsWith(item.state, criteria.state) &&
          startsWith(item.postal_code, criteria.postal_code?.slice(0, 5)),
      );
    },
  };
}
