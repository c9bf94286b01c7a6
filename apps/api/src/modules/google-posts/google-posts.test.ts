import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkAccountToFakeGoogle } from '../../../test/fake-google-listings';
import { type FakeGoogle, startFakeGoogle } from '../../../test/fakes/fake-google';
import { groupIdByName } from '../../../test/fixtures';
import { decodeBody, startSmtpPeer } from '../../../test/smtp-peer';
import { client, useTestApp } from '../../../test/test-app';
import { createConnectors } from '../../connectors/connectors';
import type { AccessTokens } from '../../connectors/review-source';
import { groupLocations, locations } from '../../platform/db/schema';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let fake: FakeGoogle;
/** The accounts' stored OAuth tokens, read once the app (and its repos) exists. */
let storedTokens: AccessTokens = async () => null;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  fake = await startFakeGoogle();
});
afterAll(async () => {
  await smtp.close();
  await fake.close();
});

const {
  t,
  sessions: { admin, manager, readOnly, limited, harbor },
} = useTestApp({
  // Google posts go to the fake Google through the account's stored OAuth token, as outside demo mode.
  app: () => ({
    smtpUrl: smtp.url,
    connectors: {
      googlePosts: createConnectors({
        demoMode: false,
        accessTokens: (target) => storedTokens(target),
        reviewSourceUrls: { google: fake.url },
      }).googlePosts,
    },
  }),
  logins: {
    admin: 'admin@northwind.example',
    manager: 'manager@northwind.example',
    readOnly: 'readonly@northwind.example',
    limited: 'limited@northwind.example',
    harbor: 'owner@harbor.example',
  },
});

beforeAll(async () => {
  storedTokens = t.connectorTokens.accessTokens;
  await t.modules.googlePosts.work(t.boss);
  await linkAccountToFakeGoogle(t.db, fake, admin.account_id);
  // The demo data has Google pages without a link yet: each location is linked to its profile at the fake.
  await t.db.execute(sql`
    update review_sync_states set external_location_id = 'accounts/' || account_id || '/locations/' || location_id
    where account_id = ${admin.account_id} and source_id = 1`);
});

/** YYYY-MM-DD `days` from now (far enough from today for any account's time zone). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const offer = (extra: Record<string, unknown> = {}) => ({
  topic_type: 'OFFER',
  summary: 'A brighter smile for less.',
  event: { title: '20% off whitening', schedule: { startDate: inDays(2), endDate: inDays(30) } },
  offer: { couponCode: 'SMILE20', termsConditions: 'One per visit.', redeemOnlineUrl: 'northwind.example/offer' },
  call_to_action: { actionType: 'BOOK', url: 'northwind.example/book' },
  ...extra,
});
const bulk = (contentId: number, include: Record<string, unknown>, accountId?: number) => ({
  actions: [
    {
      account_id: accountId,
      resource_type: 'google_posts',
      resource_method: 'create',
      action_payload: { google_post_content_id: contentId },
      action_filter: { filter_resource_type: 'location', action_payload_field_name: 'id', include },
    },
  ],
});

describe('POST /google_post_content', () => {
  it('keeps a valid post and answers its id', async () => {
    const answer = await client(t, manager).post('/api/google_post_content', {
      ...offer(),
      account_id: manager.account_id,
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.id).toBeGreaterThan(0);
  });

  it('answers 400 with each rule broken on its field', async () => {
    const missing = await client(t, admin).post('/api/google_post_content', { topic_type: 'OFFER' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Fix any errors in the form and try again',
      fields: {
        'event.title': ['Enter an offer title'],
        'event.schedule.startDate': ['Choose a start date'],
        'event.schedule.endDate': ['Choose an end date'],
      },
    });
    const dates = await client(t, admin).post(
      '/api/google_post_content',
      offer({ event: { title: 'Sale', schedule: { startDate: inDays(-3), endDate: inDays(400) } } }),
    );
    expect(dates.json().fields).toEqual({
      'event.schedule.startDate': ['The start date cannot be in the past'],
      'event.schedule.endDate': ['The end date must be within one year'],
    });
    const link = await client(t, admin).post(
      '/api/google_post_content',
      offer({ call_to_action: { actionType: 'LEARN_MORE', url: 'not a link' }, offer: { redeemOnlineUrl: 'nope' } }),
    );
    expect(link.json().fields).toEqual({
      'call_to_action.url': ['Enter a valid website. Example: www.example.com'],
      'offer.redeemOnlineUrl': ['Enter a valid website. Example: www.example.com'],
    });
    const update = await client(t, admin).post('/api/google_post_content', { topic_type: 'STANDARD', summary: '' });
    expect(update.json().fields).toEqual({ summary: ['You must include a description or an image'] });
    const long = await client(t, admin).post('/api/google_post_content', {
      topic_type: 'STANDARD',
      summary: 'a'.repeat(1501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.summary).toBeDefined();
    const bad = await client(t, admin).post('/api/google_post_content', { topic_type: 'TWEET' });
    expect(bad.statusCode).toBe(400);
  });

  it('needs google_post_content create, and answers 404 for another account', async () => {
    expect((await client(t, readOnly).post('/api/google_post_content', offer())).statusCode).toBe(403);
    expect((await client(t, limited).post('/api/google_post_content', offer())).statusCode).toBe(403);
    expect((await client(t).post('/api/google_post_content', offer())).statusCode).toBe(401);
    const elsewhere = await client(t, harbor).post('/api/google_post_content', {
      ...offer(),
      account_id: admin.account_id,
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('POST /bulk_actions', () => {
  let contentId: number;
  beforeAll(async () => {
    contentId = (await client(t, admin).post('/api/google_post_content', offer())).json().data.id;
  });

  it("refuses another account's post, locations and group with 404, and a reader with 403", async () => {
    const harborContent = (await client(t, harbor).post('/api/google_post_content', offer())).json().data.id;
    const [northwind] = await t.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.accountId, admin.account_id));
    const group = await groupIdByName(t, admin.account_id, 'Seattle Metro');
    const post = (session: typeof admin, body: Record<string, unknown>) =>
      client(t, session).post('/api/bulk_actions', body);
    expect((await post(harbor, bulk(contentId, {}))).statusCode).toBe(404);
    expect((await post(harbor, bulk(harborContent, { location_ids: [northwind?.id] }))).statusCode).toBe(404);
    expect((await post(harbor, bulk(harborContent, { group_id: group }))).statusCode).toBe(404);
    expect((await post(harbor, bulk(harborContent, {}, admin.account_id))).statusCode).toBe(404);
    expect((await post(readOnly, bulk(contentId, {}))).statusCode).toBe(403);
    const malformed = await post(admin, { actions: [{ resource_type: 'google_posts' }] });
    expect(malformed.statusCode).toBe(400);
  });

  it("posts to every location of the group at Google and e-mails the report once it's done", async () => {
    const group = await groupIdByName(t, admin.account_id, 'Seattle Metro');
    const members = await t.db
      .select({ id: groupLocations.locationId, name: locations.name })
      .from(groupLocations)
      .innerJoin(locations, eq(locations.id, groupLocations.locationId))
      .where(and(eq(groupLocations.groupId, group)));
    expect(members.length).toBeGreaterThan(1);
    // One of them is no longer at Google: it fails there, and the report says so.
    const [gone, ...posted] = members;
    fake.locations.delete(`locations/${gone?.id}`);

    const answer = await client(t, admin).post('/api/bulk_actions', bulk(contentId, { group_id: group }));
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      data: [{ status: 'pending', location_count: members.length }],
      message: 'Your Google post is being submitted. A report will be emailed to you when complete.',
    });

    const mail = await smtp.waitFor('admin@northwind.example', 20_000);
    const text = decodeBody(mail.raw);
    expect(text).toContain(`published at ${posted.length} of ${members.length} locations`);
    for (const location of posted) {
      const held = fake.localPosts.get(`accounts/${admin.account_id}/locations/${location.id}`);
      expect(held).toHaveLength(1);
      expect(held?.[0]).toMatchObject({
        topicType: 'OFFER',
        event: { title: '20% off whitening' },
        offer: { couponCode: 'SMILE20', redeemOnlineUrl: 'https://northwind.example/offer' },
        callToAction: { actionType: 'BOOK', url: 'https://northwind.example/book' },
      });
    }
    expect(fake.localPosts.get(`accounts/${admin.account_id}/locations/${gone?.id}`)).toBeUndefined();
    for (const location of posted) expect(text).toContain(`${location.name}: Posted`);
    expect(text).toContain(`${gone?.name}: Failed`);
  });
});
