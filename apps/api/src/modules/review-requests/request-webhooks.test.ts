import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';
import { listenForWebhooks } from '../../../test/webhook-listener';
import { campaignRecipients, locations } from '../../platform/db/schema';

const {
  t,
  sessions: { admin },
} = useTestApp({ logins: { admin: 'admin@northwind.example' }, app: { webhookAllowPrivateTargets: true } });

let locationId: number;
let siteUrlId: number;
let listener: Awaited<ReturnType<typeof listenForWebhooks>>;
beforeAll(async () => {
  const [location] = await t.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.accountId, admin.account_id))
    .orderBy(asc(locations.id))
    .limit(1);
  locationId = location?.id ?? 0;
  const [site] = (
    await t.db.execute<{ id: number }>(
      sql`insert into location_urls (account_id, location_id, source_id, url, request_reviews)
          values (${admin.account_id}, ${locationId}, 1, 'https://reviews.example/northwind', true)
          on conflict (location_id, source_id, account_id) do update set request_reviews = true, url = excluded.url returning id`,
    )
  ).rows;
  siteUrlId = site?.id ?? 0;
  listener = await listenForWebhooks(t, admin, ['request.answered']);
});
afterAll(() => listener?.close());

/** A request to one person: its id and the token of its landing page's link. */
async function requestTo(name: string) {
  const api = client(t, admin);
  const campaign = (
    await api.post('/api/campaigns', {
      location_id: locationId,
      request_type_id: 'email',
      subject: 'How did we do?',
      content: 'Thanks for visiting!\n\n%FEEDBACK_QUESTION%',
      header_text: 'Northwind Dental',
      sender_name: 'Northwind Dental',
      sender_email: 'front-desk@northwind.example',
    })
  ).json();
  const recipients = [{ name, email: `${name.toLowerCase().replace(' ', '.')}@example.com` }];
  expect((await api.post(`/api/campaigns/${campaign.id}/recipients`, { recipients })).statusCode).toBe(200);
  const [recipient] = await t.db
    .select({ id: campaignRecipients.id, token: campaignRecipients.token })
    .from(campaignRecipients)
    .where(eq(campaignRecipients.campaignId, campaign.id));
  if (!recipient) throw new Error('no recipient');
  return { campaignId: campaign.id as number, ...recipient };
}

const landing = (token: string, rest = '') => `/api/public/review_requests/${token}${rest}`;
const answersTo = (id: number) => listener.received('request.answered').filter((e) => e.data.review_request_id === id);

describe('request.answered', () => {
  it('is sent once when the visitor picks a review site, not again for a later answer', async () => {
    const request = await requestTo('Ada Site');
    expect((await t.app.inject({ url: landing(request.token, `/sites/${siteUrlId}`) })).statusCode).toBe(303);
    await expect.poll(() => answersTo(request.id)).toHaveLength(1);
    expect(answersTo(request.id)[0]).toMatchObject({
      account_id: admin.account_id,
      data: {
        campaign_id: request.campaignId,
        location_id: locationId,
        request_type: 'email',
        name: 'Ada Site',
        chosen_url_id: siteUrlId,
        score: null,
        feedback: null,
      },
    });

    // A second click and feedback after it answer as before, and tell the receiver nothing new.
    expect((await t.app.inject({ url: landing(request.token, `/sites/${siteUrlId}`) })).statusCode).toBe(303);
    const feedback = { score: 4, feedback: 'Thanks' };
    await t.app.inject({ method: 'POST', url: landing(request.token, '/feedback'), payload: feedback });
    const marker = await requestTo('Bo Marker');
    await t.app.inject({ method: 'POST', url: landing(marker.token, '/feedback'), payload: feedback });
    // The marker's event came after everything the first request caused: had those sent one, it would be here.
    await expect.poll(() => answersTo(marker.id)).toHaveLength(1);
    expect(answersTo(request.id)).toHaveLength(1);
  });

  it('carries the score and words of private feedback', async () => {
    const request = await requestTo('Cy Feedback');
    const answered = await t.app.inject({
      method: 'POST',
      url: landing(request.token, '/feedback'),
      payload: { score: 2, feedback: 'The wait was long' },
    });
    expect(answered.json()).toEqual({ completed: true });
    await expect.poll(() => answersTo(request.id)).toHaveLength(1);
    expect(answersTo(request.id)[0]?.data).toMatchObject({
      chosen_url_id: null,
      score: 2,
      feedback: 'The wait was long',
    });
  });
});
