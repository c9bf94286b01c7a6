import { sourceByCode } from '@repute/domain';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { basic, client, useTestApp } from '../../../test/test-app';
import { reviewSyncStates, reviews, users } from '../../platform/db/schema';

const { t } = useTestApp();
beforeAll(async () => {
  // The worker's review syncs: the test app's connectors are demo mode's sandboxes.
  await t.modules.reviewSync.work(t.boss);
});

const GOOGLE = sourceByCode('google')?.id ?? 0;

/** A new trial account's owner, signed in as the e-mailed link does. */
async function signUp(company: string) {
  const email = `owner@${company.toLowerCase().replace(/\W/g, '')}.example`;
  const response = await client(t).post('/api/signup/user', {
    first_name: 'Sol',
    last_name: 'Okafor',
    email,
    password: 'owner-password',
    company_name: company,
  });
  expect(response.statusCode).toBe(202);
  const [owner] = await t.db.select().from(users).where(eq(users.email, email));
  if (!owner) throw new Error('no owner');
  const caller = await t.services.auth.issue(owner.id, owner.accountId, email);
  return { account_id: caller.accountId, authorization: basic(email, caller.token) };
}

/** What /signup/location sends: the spec's required address, state and country by id. */
const firstLocation = (accountId: number) => ({
  account_id: accountId,
  name: 'Main Street',
  public_name: 'Okafor Bakery',
  address: '12 Main St',
  city: 'Tacoma',
  state_id: 48,
  zipcode: '98402',
  country_id: 236,
});

describe('the first location of a new account', () => {
  it('starts fetching its Google reviews at once: setup progress moves from stage 1 to 2 when they are in', async () => {
    const owner = await signUp('Okafor Bakery');
    const progress = async () =>
      (await client(t, owner).get(`/api/accounts/${owner.account_id}/setup_progress`)).json();
    expect(await progress()).toMatchObject({ google_url_scanned: false, stage: 1 });

    const created = await client(t, owner).post('/api/locations', firstLocation(owner.account_id));
    expect(created.statusCode).toBe(201);
    const locationId: number = created.json().id;

    await expect.poll(async () => (await progress()).stage).toBe(2);
    expect(await progress()).toMatchObject({ google_url_scanned: true });
    const [googleReviews] = await t.db
      .select({ value: count() })
      .from(reviews)
      .where(and(eq(reviews.locationId, locationId), eq(reviews.sourceId, GOOGLE)));
    // The sandbox's last month for a location tracked from now on (four a day), not its whole invented history.
    expect(googleReviews?.value).toBeGreaterThanOrEqual(119);
    expect(googleReviews?.value).toBeLessThanOrEqual(121);
    // Google alone: the other sources are the admin's to connect (stage 3's list).
    const tracked = await t.db
      .select({ sourceId: reviewSyncStates.sourceId })
      .from(reviewSyncStates)
      .where(eq(reviewSyncStates.locationId, locationId));
    expect(tracked).toEqual([{ sourceId: GOOGLE }]);
  });

  it('is refused with the field errors, and nothing is created, when the address is incomplete', async () => {
    const owner = await signUp('Half Address Cafe');
    const { city: _city, state_id: _state, ...withoutCityAndState } = firstLocation(owner.account_id);
    const response = await client(t, owner).post('/api/locations', withoutCityAndState);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ city: ['City is required'], state: ['State is required'] });
    const account = (await client(t, owner).get(`/api/accounts/${owner.account_id}`)).json();
    expect(account.total_locations).toBe(0);
  });
});
