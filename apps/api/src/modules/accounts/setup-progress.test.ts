import { sourceByCode, USER_TYPE_ID } from '@repute/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { basic, client, login, useTestApp } from '../../../test/test-app';
import {
  campaigns,
  locations,
  oauthTokens,
  reviewResponses,
  reviewSyncStates,
  reviews,
  users,
} from '../../platform/db/schema';

const { t } = useTestApp();

const GOOGLE = sourceByCode('google')?.id ?? 0;
const FACEBOOK = sourceByCode('facebook')?.id ?? 0;

type Session = { account_id: number; user_id: number; authorization: string };

/** A freshly signed-up trial account: nothing set up yet; its owner signed in as the e-mailed link does. */
async function signUp(company: string): Promise<Session> {
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
  return { account_id: caller.accountId, user_id: caller.userId, authorization: basic(email, caller.token) };
}

async function progressOf(session: Session) {
  const response = await client(t, session).get(`/api/accounts/${session.account_id}/setup_progress`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function addLocation(accountId: number): Promise<number> {
  const [location] = await t.db
    .insert(locations)
    .values({ accountId, name: 'Main Street' })
    .returning({ id: locations.id });
  if (!location) throw new Error('no location');
  return location.id;
}

describe('GET /accounts/{id}/setup_progress', () => {
  it('answers every flag false and stage 1 for a freshly signed-up account', async () => {
    const owner = await signUp('Fresh Start Cafe');
    expect(await progressOf(owner)).toEqual({
      ask_campaigns_exist: false,
      facebook_integration_exists: false,
      multiple_users_in_account_exists: false,
      responses_exist: false,
      google_url_scanned: false,
      stage: 1,
    });
  });

  it('reads the demo account from its data, and hides another account', async () => {
    const admin = await login(t, 'admin@northwind.example');
    // Northwind's Google and Facebook reviews are synced, Facebook is connected, it has staff and answers; it has
    // not asked for reviews yet.
    expect(await progressOf(admin)).toEqual({
      ask_campaigns_exist: false,
      facebook_integration_exists: true,
      multiple_users_in_account_exists: true,
      responses_exist: true,
      google_url_scanned: true,
      stage: 2,
    });
    const harbor = await login(t, 'owner@harbor.example');
    expect((await progressOf(harbor)).multiple_users_in_account_exists).toBe(false);
    expect((await client(t, harbor).get(`/api/accounts/${admin.account_id}/setup_progress`)).statusCode).toBe(404);
  });

  it('scans Google once a Google sync of one of its locations has finished: stage 2', async () => {
    const owner = await signUp('Google Scan Bakery');
    const locationId = await addLocation(owner.account_id);
    // Another source synced, or a Google sync not yet finished, is not Google's reviews fetched.
    await t.db.insert(reviewSyncStates).values([
      { accountId: owner.account_id, locationId, sourceId: FACEBOOK, lastSyncedAt: new Date() },
      { accountId: owner.account_id, locationId, sourceId: GOOGLE, lastSyncedAt: null },
    ]);
    expect(await progressOf(owner)).toMatchObject({ google_url_scanned: false, stage: 1 });

    await t.db
      .update(reviewSyncStates)
      .set({ lastSyncedAt: new Date() })
      .where(and(eq(reviewSyncStates.locationId, locationId), eq(reviewSyncStates.sourceId, GOOGLE)));
    expect(await progressOf(owner)).toMatchObject({ google_url_scanned: true, stage: 2 });

    const other = await signUp('Other Google Bakery');
    expect((await progressOf(other)).google_url_scanned).toBe(false);
  });

  it('sees the Facebook integration from its token, not from another source', async () => {
    const owner = await signUp('Facebook Fans Diner');
    await t.db.insert(oauthTokens).values({ accountId: owner.account_id, sourceId: GOOGLE, accessToken: 'g' });
    expect((await progressOf(owner)).facebook_integration_exists).toBe(false);
    await t.db.insert(oauthTokens).values({
      accountId: owner.account_id,
      sourceId: FACEBOOK,
      accessToken: 'f',
      createdByUserId: owner.user_id,
    });
    expect(await progressOf(owner)).toMatchObject({ facebook_integration_exists: true, stage: 1 });
    // An expired token is an integration to reconnect, not one that exists.
    await t.db
      .update(oauthTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(oauthTokens.accountId, owner.account_id), eq(oauthTokens.sourceId, FACEBOOK)));
    expect((await progressOf(owner)).facebook_integration_exists).toBe(false);
  });

  it('counts a second user only while active', async () => {
    const owner = await signUp('Teamwork Tailors');
    const [teammate] = await t.db
      .insert(users)
      .values({
        accountId: owner.account_id,
        email: 'teammate@teamworktailors.example',
        firstName: 'Ada',
        lastName: 'Mensah',
        userTypeId: USER_TYPE_ID.manager,
        active: false,
      })
      .returning({ id: users.id });
    if (!teammate) throw new Error('no teammate');
    expect((await progressOf(owner)).multiple_users_in_account_exists).toBe(false);
    await t.db.update(users).set({ active: true }).where(eq(users.id, teammate.id));
    expect((await progressOf(owner)).multiple_users_in_account_exists).toBe(true);
  });

  it('sees a response once one is written, published or not yet', async () => {
    const owner = await signUp('Answer Hall');
    const locationId = await addLocation(owner.account_id);
    const [review] = await t.db
      .insert(reviews)
      .values({
        accountId: owner.account_id,
        locationId,
        sourceId: GOOGLE,
        externalId: 'g-1',
        rating: 5,
        publishedAt: new Date(),
        sourceUpdatedAt: new Date(),
      })
      .returning({ id: reviews.id });
    if (!review) throw new Error('no review');
    expect((await progressOf(owner)).responses_exist).toBe(false);
    await t.db.insert(reviewResponses).values({
      accountId: owner.account_id,
      reviewId: review.id,
      sourceId: GOOGLE,
      content: 'Thank you!',
      status: 'submitting',
    });
    expect((await progressOf(owner)).responses_exist).toBe(true);
  });

  it('sees reviews asked for once a campaign has left its draft', async () => {
    const owner = await signUp('Ask Around Inn');
    const locationId = await addLocation(owner.account_id);
    const [campaign] = await t.db
      .insert(campaigns)
      .values({ accountId: owner.account_id, locationId, requestType: 'email', layout: 'default', content: 'Hi' })
      .returning({ id: campaigns.id });
    if (!campaign) throw new Error('no campaign');
    expect((await progressOf(owner)).ask_campaigns_exist).toBe(false);
    await t.db.update(campaigns).set({ status: 'sent', sentAt: new Date() }).where(eq(campaigns.id, campaign.id));
    expect((await progressOf(owner)).ask_campaigns_exist).toBe(true);
  });

  it('moves to stage 3 once every step is done', async () => {
    const owner = await signUp('All Done Deli');
    const locationId = await addLocation(owner.account_id);
    await t.db
      .insert(reviewSyncStates)
      .values({ accountId: owner.account_id, locationId, sourceId: GOOGLE, lastSyncedAt: new Date() });
    await t.db.insert(oauthTokens).values({ accountId: owner.account_id, sourceId: FACEBOOK, accessToken: 'f' });
    await t.db.insert(users).values({
      accountId: owner.account_id,
      email: 'teammate@alldonedeli.example',
      firstName: 'Ada',
      lastName: 'Mensah',
      userTypeId: USER_TYPE_ID.manager,
    });
    expect(await progressOf(owner)).toMatchObject({ responses_exist: false, stage: 2 });

    const [review] = await t.db
      .insert(reviews)
      .values({
        accountId: owner.account_id,
        locationId,
        sourceId: GOOGLE,
        externalId: 'g-1',
        publishedAt: new Date(),
        sourceUpdatedAt: new Date(),
      })
      .returning({ id: reviews.id });
    if (!review) throw new Error('no review');
    await t.db.insert(reviewResponses).values({
      accountId: owner.account_id,
      reviewId: review.id,
      sourceId: GOOGLE,
      content: 'Thank you!',
      status: 'published',
    });
    expect(await progressOf(owner)).toMatchObject({ responses_exist: true, ask_campaigns_exist: false, stage: 2 });

    await t.db.insert(campaigns).values({
      accountId: owner.account_id,
      locationId,
      requestType: 'sms',
      layout: 'default',
      content: 'Hi',
      status: 'scheduled',
    });
    expect(await progressOf(owner)).toEqual({
      ask_campaigns_exist: true,
      facebook_integration_exists: true,
      multiple_users_in_account_exists: true,
      responses_exist: true,
      google_url_scanned: true,
      stage: 3,
    });
  });
});
