import { DEFAULT_ACCOUNT_SETTINGS, USER_TYPE_ID } from '@repute/domain';
import { reference } from '../modules/reference';
import { hashPassword } from '../platform/auth/tokens';
import type { Database } from '../platform/db/client';
import { accountSettings, accounts, groupLocations, groups, locations, users } from '../platform/db/schema';

const CITIES: [city: string, stateCode: string][] = [
  ['Springfield', 'IL'],
  ['Riverside', 'CA'],
  ['Franklin', 'TN'],
  ['Greenville', 'SC'],
  ['Bristol', 'CT'],
  ['Clinton', 'IA'],
  ['Fairview', 'OR'],
  ['Salem', 'MA'],
  ['Madison', 'WI'],
  ['Georgetown', 'TX'],
  ['Arlington', 'VA'],
  ['Ashland', 'OR'],
  ['Burlington', 'VT'],
  ['Dover', 'DE'],
  ['Jackson', 'MS'],
  ['Lake Forest', 'IL'],
  ['Milton', 'MA'],
  ['Newport', 'RI'],
  ['Oxford', 'MS'],
  ['Portland', 'ME'],
  ['Richmond', 'VA'],
  ['Shelbyville', 'KY'],
  ['Troy', 'NY'],
  ['Winchester', 'VA'],
  ['Columbia', 'MO'],
];
const STREETS = ['Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Park Blvd', 'Lakeview Rd', 'Hillcrest Way', 'Elm St'];

/** Locations an INSERT statement carries. */
const ROWS_PER_INSERT = 1000;

export type ScaleOptions = {
  name: string;
  email: string;
  password: string;
  locations: number;
  groups: number;
  /** Users of the User type (spec's roles) beside the admin, with the same password. */
  userEmails?: string[];
};

/**
 * The scale generator for benchmarks: one account with an admin, `locations` locations spread over
 * `groups` groups (each location in one group), with realistic names, addresses and hours.
 */
export async function generateScaleAccount(
  db: Database,
  options: ScaleOptions,
): Promise<{ accountId: number; groupIds: number[] }> {
  const passwordHash = await hashPassword(options.password);
  const country = reference.defaultCountry();
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({ name: options.name, status: 'active', accountVerticalName: 'healthcare', segment: 'enterprise' })
      .returning({ id: accounts.id });
    if (!account) throw new Error('account not stored');
    const accountId = account.id;
    await tx
      .insert(accountSettings)
      .values(Object.entries(DEFAULT_ACCOUNT_SETTINGS).map(([code, value]) => ({ accountId, code, value })));
    await tx.insert(users).values({
      accountId,
      email: options.email,
      firstName: 'Scale',
      lastName: 'Admin',
      userTypeId: USER_TYPE_ID.admin,
      passwordHash,
      isAccountOwner: true,
      confirmedAt: new Date(),
    });
    for (const email of options.userEmails ?? []) {
      await tx.insert(users).values({
        accountId,
        email,
        firstName: 'Scale',
        lastName: 'User',
        userTypeId: USER_TYPE_ID.user,
        passwordHash,
        confirmedAt: new Date(),
      });
    }
    const groupRows = await tx
      .insert(groups)
      .values(
        Array.from({ length: options.groups }, (_, index) => ({
          accountId,
          name: `Region ${String(index + 1).padStart(3, '0')}`,
        })),
      )
      .returning({ id: groups.id });
    const rows = Array.from({ length: options.locations }, (_, index) => {
      const [city, stateCode] = CITIES[index % CITIES.length] ?? ['Springfield', 'IL'];
      const state = reference.stateByCodeOrName(country.id, stateCode);
      return {
        accountId,
        name: `${options.name} - ${city} #${index + 1}`,
        publicName: options.name,
        address: `${100 + ((index * 37) % 9000)} ${STREETS[index % STREETS.length]}`,
        city,
        state: state?.name ?? stateCode,
        stateId: state?.id ?? null,
        stateCode,
        country: country.name,
        countryId: country.id,
        zipcode: String(10_000 + ((index * 7919) % 89_999)),
        phone: `(555) 555-${String(index % 10_000).padStart(4, '0')}`,
        externalId: `EXT-${String(index + 1).padStart(5, '0')}`,
        categoryName: 'Dentist',
        categoryId: reference.categoryByName('Dentist')?.id ?? null,
      };
    });
    const groupIds = groupRows.map((row) => row.id);
    // In slices: one INSERT may carry at most 65,535 parameters, fewer than 10,000 locations' columns.
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const locationRows = await tx
        .insert(locations)
        .values(rows.slice(start, start + ROWS_PER_INSERT))
        .returning({ id: locations.id });
      await tx.insert(groupLocations).values(
        locationRows.map((row, index) => ({
          accountId,
          groupId: groupIds[(start + index) % groupIds.length] ?? 0,
          locationId: row.id,
        })),
      );
    }
    return { accountId, groupIds };
  });
}
