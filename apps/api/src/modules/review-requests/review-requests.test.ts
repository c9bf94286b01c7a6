import { WIDGET_TYPES } from '@repute/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBody, type ReceivedMail, startSmtpPeer } from '../../../test/smtp-peer';
import { client, useTestApp } from '../../../test/test-app';
import { zoneWhereItIs } from '../../../test/time-zones';
import { createSmsSandbox } from '../../connectors/sms-sandbox';
import { REALTIME_NOTIFY_CHANNEL } from '../../platform/realtime/publisher';
import { REMINDER_SWEEP_QUEUE } from '.';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
const sms = createSmsSandbox();
const {
  t,
  sessions: { admin, readonly, emailOnly, other },
} = useTestApp({
  logins: {
    admin: 'admin@northwind.example',
    readonly: 'readonly@northwind.example',
    emailOnly: 'emailonly@northwind.example',
    other: 'owner@harbor.example',
  },
  app: async () => {
    smtp = await startSmtpPeer();
    return { smtpUrl: smtp.url, connectors: { sms } };
  },
});
afterAll(() => smtp.close());

let locationId: number;
let otherLocationId: number;
let siteUrlId: number;
beforeAll(async () => {
  await t.modules.reviewRequests.work(t.boss);
  // Only what a test asks for: the quarter-hourly sweep would remind at the wall clock's time.
  await t.boss.unschedule(REMINDER_SWEEP_QUEUE);
  const rows = (
    await t.db.execute<{ id: number; account_id: number }>(
      sql`select id, account_id from locations where account_id in (${admin.account_id}, ${other.account_id}) order by id`,
    )
  ).rows;
  locationId = rows.find((row) => row.account_id === admin.account_id)?.id ?? 0;
  otherLocationId = rows.find((row) => row.account_id === other.account_id)?.id ?? 0;
  const [site] = (
    await t.db.execute<{ id: number }>(
      sql`insert into location_urls (account_id, location_id, source_id, url, request_reviews)
          values (${admin.account_id}, ${locationId}, 1, 'https://reviews.example/northwind', true)
          on conflict (location_id, source_id, account_id) do update set request_reviews = true, url = excluded.url returning id`,
    )
  ).rows;
  siteUrlId = site?.id ?? 0;
});

const draft = () => ({
  location_id: locationId,
  request_type_id: 'email',
  subject: 'How did we do?',
  content: 'Thanks for visiting!\n\n%FEEDBACK_QUESTION%',
  header_text: 'Northwind Dental',
  sender_name: 'Northwind Dental',
  sender_email: 'front-desk@northwind.example',
});

async function campaignWith(emails: string[], body: Record<string, unknown> = {}) {
  const api = client(t, admin);
  const campaign = (await api.post('/api/campaigns', { ...draft(), ...body })).json();
  const recipients = emails.map((email, index) => ({ name: `Person ${index}`, email }));
  expect((await api.post(`/api/campaigns/${campaign.id}/recipients`, { recipients })).statusCode).toBe(200);
  return campaign as { id: number };
}

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
const landingTokenOf = (mail: ReceivedMail) => /\/r\/([A-Za-z0-9_-]+)/.exec(decodeBody(mail.raw))?.[1] ?? '';
const headerOf = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}: (.+)$`, 'mi').exec(mail.raw.replace(/\r?\n\s+/g, ' '))?.[1] ?? '';

async function recipientsOf(campaignId: number) {
  return (await client(t, admin).get(`/api/campaigns/${campaignId}/recipients`)).json()._embedded.recipients as {
    email: string;
    skipped_reason: string | null;
    sent_at: string | null;
    delivered_at: string | null;
    opened_at: string | null;
    clicked_at: string | null;
    completed_at: string | null;
    reminder_sent_at: string | null;
  }[];
}

describe('campaigns', () => {
  it('are composed as drafts, listed, changed and deleted by their own account', async () => {
    const api = client(t, admin);
    const created = await api.post('/api/campaigns', draft());
    expect(created.statusCode).toBe(201);
    const campaign = created.json();
    expect(campaign).toMatchObject({
      status: 'draft',
      auto_select_sources: true,
      feedback_configuration: { selector_type: 'nps' },
      counts: { recipients: 0 },
    });
    expect((await api.get('/api/campaigns')).json()._embedded.campaigns.map((row: { id: number }) => row.id)).toContain(
      campaign.id,
    );
    const changed = await api.patch(`/api/campaigns/${campaign.id}`, { ...draft(), subject: 'New subject' });
    expect(changed.json().subject).toBe('New subject');
    expect((await api.delete(`/api/campaigns/${campaign.id}`)).statusCode).toBe(200);
    expect((await api.get(`/api/campaigns/${campaign.id}`)).statusCode).toBe(404);
  });

  it('answer another account 404, refuse its location with 400, and need the permissions', async () => {
    const { id } = await campaignWith(['someone@example.com']);
    const intruder = client(t, other);
    expect((await intruder.get(`/api/campaigns/${id}`)).statusCode).toBe(404);
    expect((await intruder.post(`/api/campaigns/${id}/send`, {})).statusCode).toBe(404);
    expect((await intruder.get(`/api/campaigns/${id}/recipients`)).statusCode).toBe(404);
    expect((await intruder.get('/api/campaigns')).json()._embedded.campaigns).toHaveLength(0);
    const foreign = await client(t, admin).post('/api/campaigns', { ...draft(), location_id: otherLocationId });
    expect(foreign.statusCode).toBe(400);
    expect((await client(t, readonly).get(`/api/campaigns/${id}`)).statusCode).toBe(200);
    expect((await client(t, readonly).post('/api/campaigns', draft())).statusCode).toBe(403);
    expect((await client(t, emailOnly).get('/api/campaigns')).statusCode).toBe(403);
    expect((await client(t, admin).post('/api/campaigns', { ...draft(), content: '' })).statusCode).toBe(400);
  });

  it('take typed recipients only when every one is valid for the channel', async () => {
    const api = client(t, admin);
    const campaign = (await api.post('/api/campaigns', draft())).json();
    const refused = await api.post(`/api/campaigns/${campaign.id}/recipients`, {
      recipients: [
        { name: 'A', email: 'a@example.com' },
        { name: 'B', email: 'nope' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'recipients.1': ['E-mail is not valid'] });
    expect((await api.get(`/api/campaigns/${campaign.id}`)).json().counts.recipients).toBe(0);
  });

  it('upload a recipient CSV, count it, and give back the failed rows as a CSV', async () => {
    const api = client(t, admin);
    const campaign = (await api.post('/api/campaigns', draft())).json();
    const upload = await api.post(`/api/campaigns/${campaign.id}/recipients/upload`, {
      csv: 'name,email\nAda,ada@example.com\nBob,bob-at-example\nCy,cy@example.com\n',
    });
    expect(upload.statusCode).toBe(201);
    const result = upload.json();
    expect(result).toMatchObject({ status: 'complete', total_successful_recipients: 2, total_failed_recipients: 1 });
    const failed = await api.get(`/api/export/csv/failed_upload_recipients?upload_id=${result.upload_id}`);
    expect(failed.statusCode).toBe(200);
    expect(
      failed.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toEqual(['row,name,email,phone,sms_consent,time_zone,error', '3,Bob,bob-at-example,,,,E-mail is not valid']);
    const foreign = await client(t, other).get(
      `/api/export/csv/failed_upload_recipients?upload_id=${result.upload_id}`,
    );
    expect(foreign.statusCode).toBe(404);
    const template = await api.get('/api/export/csv/recipient_template');
    expect(template.body.replace(/^\uFEFF/, '').trim()).toBe('name,email,phone,sms_consent,time_zone');
  });
});

describe('sending', () => {
  it('mails each recipient once, with the unsubscribe headers, and records delivery, open, click and completion', async () => {
    const { id } = await campaignWith(['ada.send@example.com']);
    const sent = await client(t, admin).post(`/api/campaigns/${id}/send`, {});
    expect(sent.statusCode).toBe(200);
    const mail = await smtp.waitFor('ada.send@example.com');
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerOf(mail, 'List-Unsubscribe')).toContain('/api/unsubscribe/requests/');
    expect(headerOf(mail, 'Reply-To')).toContain('front-desk@northwind.example');
    expect(decodeBody(mail.raw)).toContain('How likely are you to recommend us');
    await expect.poll(async () => (await client(t, admin).get(`/api/campaigns/${id}`)).json().status).toBe('sent');
    await expect.poll(async () => (await recipientsOf(id))[0]?.delivered_at).not.toBeNull();

    const token = landingTokenOf(mail);
    expect((await t.app.inject({ url: `/api/public/review_requests/${token}/open.gif` })).headers['content-type']).toBe(
      'image/gif',
    );
    const page = await t.app.inject({ url: `/api/public/review_requests/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ header_text: 'Northwind Dental', completed: false });
    expect(page.json().sites.map((site: { id: number }) => site.id)).toContain(siteUrlId);
    const chosen = await t.app.inject({ url: `/api/public/review_requests/${token}/sites/${siteUrlId}` });
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('https://reviews.example/northwind');
    const [recipient] = await recipientsOf(id);
    expect(recipient).toMatchObject({ opened_at: expect.any(String), clicked_at: expect.any(String) });
    expect(recipient?.completed_at).not.toBeNull();
    const counts = (await client(t, admin).get(`/api/campaigns/${id}`)).json().counts;
    expect(counts).toEqual({ recipients: 1, skipped: 0, sent: 1, delivered: 1, opened: 1, clicked: 1, completed: 1 });
    expect(smtp.received.filter((received) => received.to.includes('ada.send@example.com'))).toHaveLength(1);
  });

  it('offers every site to a visitor who scores 2, and takes private feedback', async () => {
    const { id } = await campaignWith(['low.score@example.com']);
    await client(t, admin).post(`/api/campaigns/${id}/send`, {});
    const token = landingTokenOf(await smtp.waitFor('low.score@example.com'));
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/public/review_requests/${token}/feedback`,
      payload: { score: 2, feedback: 'The wait was long' },
    });
    expect(answered.json()).toEqual({ completed: true });
    const page = (await t.app.inject({ url: `/api/public/review_requests/${token}` })).json();
    expect(page.completed).toBe(true);
    expect(page.sites.map((site: { id: number }) => site.id)).toContain(siteUrlId);
    expect((await t.app.inject({ url: '/api/public/review_requests/not-a-token-of-ours-0000' })).statusCode).toBe(404);
  });

  it('never asks the same contact twice within the frequency period', async () => {
    const first = await campaignWith(['twice@example.com']);
    await client(t, admin).post(`/api/campaigns/${first.id}/send`, {});
    await smtp.waitFor('twice@example.com');
    const second = await campaignWith(['Twice@Example.com']);
    await client(t, admin).post(`/api/campaigns/${second.id}/send`, {});
    await expect.poll(async () => (await recipientsOf(second.id))[0]?.skipped_reason).toBe('contacted_recently');
    expect(mailsTo('twice@example.com')).toHaveLength(1);
  });

  it('stops asking a recipient who unsubscribes with one click, and lists them as do-not-contact', async () => {
    const first = await campaignWith(['leaver@example.com']);
    await client(t, admin).post(`/api/campaigns/${first.id}/send`, {});
    const mail = await smtp.waitFor('leaver@example.com');
    const oneClick = /<([^>]+)>/.exec(headerOf(mail, 'List-Unsubscribe'))?.[1] ?? '';
    const page = (await t.app.inject({ url: oneClick })).json();
    expect(page).toMatchObject({ list: 'requests', subscribed: true });
    const left = await t.app.inject({
      method: 'POST',
      url: oneClick,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.json().subscribed).toBe(false);
    const list = await client(t, admin).get('/api/export/csv/do_not_contact');
    expect(list.body).toContain('leaver@example.com,unsubscribed');
    expect((await client(t, other).get('/api/export/csv/do_not_contact')).body).not.toContain('leaver@example.com');

    await t.db.execute(
      sql`update campaign_recipients set sent_at = sent_at - interval '400 days' where email = 'leaver@example.com'`,
    );
    const second = await campaignWith(['leaver@example.com']);
    await client(t, admin).post(`/api/campaigns/${second.id}/send`, {});
    await expect.poll(async () => (await recipientsOf(second.id))[0]?.skipped_reason).toBe('do_not_contact');
    expect(mailsTo('leaver@example.com')).toHaveLength(1);
  });

  it('reminds once, after the account’s delay, those who did not follow the link', async () => {
    expect(
      (await client(t, admin).put('/api/request_settings', { reminder_delay_days: 2, contact_frequency_days: 30 }))
        .statusCode,
    ).toBe(200);
    const { id } = await campaignWith(['forgetful@example.com', 'eager@example.com']);
    await client(t, admin).post(`/api/campaigns/${id}/send`, {});
    const eager = await smtp.waitFor('eager@example.com');
    await smtp.waitFor('forgetful@example.com');
    await t.app.inject({ url: `/api/public/review_requests/${landingTokenOf(eager)}` });

    const inOneDay = new Date(Date.now() + 86_400_000);
    await t.services.requestSender.queueDueReminders(inOneDay);
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000);
    await t.services.requestSender.queueDueReminders(inThreeDays);
    await t.services.requestSender.queueDueReminders(inThreeDays);
    await expect.poll(() => mailsTo('forgetful@example.com').length, { timeout: 20_000 }).toBe(2);
    const reminder = mailsTo('forgetful@example.com')[1];
    expect(headerOf(reminder as ReceivedMail, 'Subject')).toContain('Reminder: How did we do?');
    const recipients = await recipientsOf(id);
    expect(recipients.find((row) => row.email === 'forgetful@example.com')?.reminder_sent_at).not.toBeNull();
    expect(recipients.find((row) => row.email === 'eager@example.com')?.reminder_sent_at).toBeNull();
    expect(mailsTo('eager@example.com')).toHaveLength(1);
  });

  it('schedules a campaign for later, and refuses to send one without recipients or twice', async () => {
    const api = client(t, admin);
    const empty = (await api.post('/api/campaigns', draft())).json();
    expect((await api.post(`/api/campaigns/${empty.id}/send`, {})).statusCode).toBe(400);
    const { id } = await campaignWith(['later@example.com']);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await api.post(`/api/campaigns/${id}/send`, { scheduled_at: later });
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', scheduled_at: later });
    expect((await api.post(`/api/campaigns/${id}/send`, {})).statusCode).toBe(409);
  });

  it('texts SMS recipients through the SMS provider with the landing link', async () => {
    const api = client(t, admin);
    const campaign = (await api.post('/api/campaigns', { ...draft(), request_type_id: 'sms' })).json();
    await api.post(`/api/campaigns/${campaign.id}/recipients`, {
      recipients: [{ name: 'Sam', phone: '(555) 010-2000', sms_consent: true, time_zone: zoneWhereItIs(13) }],
    });
    await api.post(`/api/campaigns/${campaign.id}/send`, {});
    await expect.poll(() => sms.sent.find((message) => message.to === '+15550102000')).toBeDefined();
    const message = sms.sent.find((sent) => sent.to === '+15550102000');
    expect(message?.body).toMatch(/http:\/\/repute\.test\/r\/[A-Za-z0-9]+/);
    expect(message?.body).toContain('Reply STOP to opt out.');
  });
});

describe('templates', () => {
  it('are created, listed, changed and deleted within the account', async () => {
    const api = client(t, admin);
    const body = { name: 'Friendly', request_type_id: 'email', subject: 'Hi', content: 'Tell us %FEEDBACK_QUESTION%' };
    const created = await api.post('/api/request_templates', body);
    expect(created.statusCode).toBe(201);
    const template = created.json();
    expect(template).toMatchObject({ name: 'Friendly', request_type_symbol: 'email', layout_id: 'standard' });
    expect((await api.get('/api/request_templates')).json()._embedded.templates).toHaveLength(1);
    expect((await client(t, other).get(`/api/request_templates/${template.id}`)).statusCode).toBe(404);
    expect((await client(t, readonly).post('/api/request_templates', body)).statusCode).toBe(403);
    expect((await api.put(`/api/request_templates/${template.id}`, { ...body, name: 'Warm' })).json().name).toBe(
      'Warm',
    );
    expect((await api.delete(`/api/request_templates/${template.id}`)).statusCode).toBe(200);
    expect((await api.get(`/api/request_templates/${template.id}`)).statusCode).toBe(404);
  });
  it('carry metadata, the location they are for and a header image, through create, read and change', async () => {
    const api = client(t, admin);
    const image = `/api/public/header_images/${admin.account_id}/0f8fad5b-d9cb-469f-a165-70867728950e.png`;
    const body = {
      name: 'For the clinic',
      request_type_id: 'email',
      content: 'Tell us %FEEDBACK_QUESTION%',
      metadata: { tone: 'warm', tags: ['spring'] },
      resource_type: 'location',
      resource_id: locationId,
      header_image: image,
      use_header_image: true,
    };
    const created = (await api.post('/api/request_templates', body)).json();
    const fields = {
      metadata: { tone: 'warm', tags: ['spring'] },
      resource_type: 'location',
      resource_id: locationId,
      header_image: image,
      use_header_image: true,
    };
    expect(created).toMatchObject(fields);
    expect((await api.get(`/api/request_templates/${created.id}`)).json()).toMatchObject(fields);
    const changed = await api.put(`/api/request_templates/${created.id}`, { ...body, use_header_image: false });
    expect(changed.json()).toMatchObject({ ...fields, use_header_image: false });

    const otherLocation = await client(t, other).get('/api/locations?per_page=1');
    const foreign = otherLocation.json()._embedded.locations[0].id;
    const refused = [
      { ...body, resource_id: foreign },
      { ...body, resource_type: null },
      { ...body, header_image: '/api/public/header_images/999/0f8fad5b-d9cb-469f-a165-70867728950e.png' },
      { ...body, metadata: { long: 'x'.repeat(10_001) } },
    ];
    for (const bad of refused) expect((await api.post('/api/request_templates', bad)).statusCode).toBe(400);
  });
});

describe('microsurveys', () => {
  const survey = (body: Record<string, unknown> = {}) => ({
    location_id: locationId,
    name: 'Front desk NPS',
    selector_type: 'nps',
    ...body,
  });
  const answer = (token: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/public/ask_pages/${token}/responses`, payload: body });

  it('are created, listed, changed and deleted by their own account, five at most', async () => {
    const api = client(t, admin);
    const created = await api.post('/api/microsurveys', survey());
    expect(created.statusCode).toBe(201);
    const first = created.json();
    expect(first).toMatchObject({
      name: 'Front desk NPS',
      selector_type: 'nps',
      question: 'How likely are you to recommend us to a friend or colleague?',
      isStarRatingQuestion: false,
      responses: 0,
    });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const changed = await api.put(`/api/microsurveys/${first.id}`, survey({ name: 'Stars', selector_type: 'stars' }));
    expect(changed.json()).toMatchObject({ name: 'Stars', isStarRatingQuestion: true, token: first.token });

    const more = [];
    for (let index = 0; index < 4; index += 1) {
      more.push((await api.post('/api/microsurveys', survey({ name: `Survey ${index}` }))).json());
    }
    expect((await api.get('/api/microsurveys')).json()._total).toBe(5);
    const sixth = await api.post('/api/microsurveys', survey({ name: 'One too many' }));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe('You have used all 5 microsurveys. Delete one to add another.');

    for (const extra of more) expect((await api.delete(`/api/microsurveys/${extra.id}`)).statusCode).toBe(200);
    expect((await api.get('/api/microsurveys')).json()._total).toBe(1);
    expect((await api.delete(`/api/microsurveys/${first.id}`)).statusCode).toBe(200);
    expect((await api.get(`/api/microsurveys/${first.id}`)).statusCode).toBe(404);
  });

  it('answer another account 404, refuse its location with 400, need the permissions and the microsurveys setting', async () => {
    const api = client(t, admin);
    const { id } = (await api.post('/api/microsurveys', survey())).json();
    const intruder = client(t, other);
    expect((await intruder.get(`/api/microsurveys/${id}`)).statusCode).toBe(404);
    expect((await intruder.get(`/api/microsurveys/${id}/summaries`)).statusCode).toBe(404);
    expect((await intruder.put(`/api/microsurveys/${id}`, survey({ location_id: otherLocationId }))).statusCode).toBe(
      404,
    );
    expect((await intruder.delete(`/api/microsurveys/${id}`)).statusCode).toBe(404);
    expect((await api.post('/api/microsurveys', survey({ location_id: otherLocationId }))).statusCode).toBe(400);
    expect((await api.post('/api/microsurveys', survey({ selector_type: 'emoji' }))).statusCode).toBe(400);
    expect((await client(t, readonly).post('/api/microsurveys', survey())).statusCode).toBe(403);
    expect((await client(t, readonly).get('/api/microsurveys')).statusCode).toBe(200);
    expect((await client(t, emailOnly).get('/api/microsurveys')).statusCode).toBe(403);

    const setting = (value: string) =>
      t.db.execute(
        sql`update account_settings set value = ${value} where account_id = ${admin.account_id} and code = 'microsurveys'`,
      );
    await setting('false');
    try {
      expect((await api.get('/api/microsurveys')).statusCode).toBe(403);
      expect((await api.post('/api/microsurveys', survey())).statusCode).toBe(403);
    } finally {
      await setting('true');
    }
    await api.delete(`/api/microsurveys/${id}`);
  });

  it('are answered on a public page that offers every review site whatever the score, and summarised', async () => {
    const api = client(t, admin);
    const { id, token } = (await api.post('/api/microsurveys', survey())).json();
    const page = await t.app.inject({ url: `/api/public/ask_pages/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      kind: 'microsurvey',
      selector_type: 'nps',
      follow_up_question: 'What is the main reason for your score?',
    });
    expect(page.json().sites.map((site: { id: number }) => site.id)).toContain(siteUrlId);

    expect((await answer(token, { score: 2, feedback: 'Long wait' })).statusCode).toBe(201);
    expect((await answer(token, { score: 10 })).statusCode).toBe(201);
    expect((await answer(token, { score: 9 })).statusCode).toBe(201);
    expect((await answer(token, { score: 11 })).statusCode).toBe(400);
    expect((await answer('not-a-token-of-ours-0000', { score: 5 })).statusCode).toBe(404);

    const summary = (await api.get(`/api/microsurveys/${id}/summaries`)).json();
    expect(summary).toMatchObject({ total: 3, nps: 33 });
    expect(summary.distribution.find((bucket: { score: number }) => bucket.score === 2).count).toBe(1);
    expect(summary.feedback).toEqual([expect.objectContaining({ score: 2, feedback: 'Long wait' })]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await api.get(`/api/microsurveys/${id}/summaries?start_date=${tomorrow}`)).json().total).toBe(0);
    expect((await api.get(`/api/microsurveys/${id}/summaries?start_date=yesterday`)).statusCode).toBe(400);
    expect((await api.get('/api/microsurveys')).json()._embedded.microsurveys[0].responses).toBe(3);
    await api.delete(`/api/microsurveys/${id}`);
  });

  it('give each location a landing page and a kiosk page with its microsurveys’ links', async () => {
    const api = client(t, admin);
    const { token: surveyToken } = (await api.post('/api/microsurveys', survey({ selector_type: 'smiles' }))).json();
    const pages = await api.get(`/api/locations/${locationId}/landing_pages`);
    expect(pages.statusCode).toBe(200);
    const { landing_url, kiosk_url, microsurveys } = pages.json();
    const token = /\/m\/([A-Za-z0-9_-]{32})$/.exec(landing_url)?.[1] ?? '';
    expect(landing_url).toBe(`http://repute.test/m/${token}`);
    expect(kiosk_url).toBe(`http://repute.test/kiosk/${token}`);
    expect(microsurveys).toEqual([
      expect.objectContaining({ selector_type: 'smiles', url: `http://repute.test/m/${surveyToken}` }),
    ]);
    // The same page every time the tab asks.
    expect((await api.get(`/api/locations/${locationId}/landing_pages`)).json().landing_url).toBe(landing_url);
    expect((await client(t, other).get(`/api/locations/${locationId}/landing_pages`)).statusCode).toBe(404);

    const page = (await t.app.inject({ url: `/api/public/ask_pages/${token}` })).json();
    expect(page).toMatchObject({ kind: 'location', selector_type: 'nps' });
    expect(page.sites.length).toBeGreaterThan(0);
    expect((await answer(token, { score: 3, kiosk: true })).statusCode).toBe(201);
    const stored = await t.db.execute<{ kiosk: boolean; microsurvey_id: number | null }>(
      sql`select kiosk, microsurvey_id from microsurvey_responses where location_id = ${locationId} and score = 3`,
    );
    expect(stored.rows).toEqual([{ kiosk: true, microsurvey_id: null }]);
  });
});

describe('campaign reports', () => {
  it('count each campaign’s requests and the reviews likely to come from them, per campaign, channel and location', async () => {
    const { id } = await campaignWith(['robin@example.com'], { subject: 'Report me' });
    await t.db.execute(sql`update campaign_recipients set name = 'Robin Reviewer' where campaign_id = ${id}`);
    await client(t, admin).post(`/api/campaigns/${id}/send`, {});
    await expect.poll(async () => (await recipientsOf(id))[0]?.sent_at).not.toBeNull();
    // A review at an offered site, from the short form of the name, within 14 days: likely this request's.
    await t.db.execute(
      sql`insert into reviews (account_id, location_id, source_id, external_id, rating, author_name, published_at, source_updated_at)
          values (${admin.account_id}, ${locationId}, 1, ${`report-${id}`}, 5, 'Robin R.', now() + interval '1 day', now())`,
    );

    const api = client(t, admin);
    const list = await api.get(`/api/reports/${admin.account_id}/campaigns?per_page=100`);
    expect(list.statusCode).toBe(200);
    const row = list.json()._embedded.campaigns.find((campaign: { id: number }) => campaign.id === id);
    expect(row).toMatchObject({ request_type_id: 'email', sent: 1, likely_reviews: 1 });

    const today = new Date().toISOString().slice(0, 10);
    const overview = (await api.get(`/api/reports/${admin.account_id}/campaign/overview?start_date=${today}`)).json();
    expect(overview.totals.likely_reviews).toBeGreaterThanOrEqual(1);
    expect(
      overview.by_channel.find((channel: { request_type_id: string }) => channel.request_type_id === 'email'),
    ).toMatchObject({ likely_reviews: expect.any(Number) });
    expect(overview.by_location.map((location: { location_id: number }) => location.location_id)).toContain(locationId);
    const longAgo = (await api.get(`/api/reports/${admin.account_id}/campaign/overview?end_date=2001-01-01`)).json();
    expect(longAgo.totals.sent).toBe(0);

    expect((await client(t, other).get(`/api/reports/${admin.account_id}/campaigns`)).statusCode).toBe(404);
    expect((await client(t, emailOnly).get(`/api/reports/${admin.account_id}/campaign/overview`)).statusCode).toBe(403);
  });
});

describe('first-party feedback in the reviews inbox', () => {
  const CUSTOMER_FEEDBACK = 12;
  const feedbackReviews = async () =>
    (await client(t, admin).get(`/api/reviews?source_id=${CUSTOMER_FEEDBACK}&per_page=50`)).json()._embedded
      .reviews as { author_name: string | null; content: string | null; rating: number; microsurvey_answer: unknown }[];
  let listener: pg.Client;
  const notices: { room: string; event: string; payload: { source_id?: number; created?: number } }[] = [];
  beforeAll(async () => {
    listener = new pg.Client(t.url);
    await listener.connect();
    listener.on('notification', (message) => notices.push(JSON.parse(message.payload ?? '{}')));
    await listener.query(`listen ${REALTIME_NOTIFY_CHANNEL}`);
  });
  afterAll(() => listener.end());

  it('arrives as Customer Feedback with its answer, whatever the score, and the open inbox hears of it at once', async () => {
    const api = client(t, admin);
    const landingUrl: string = (await api.get(`/api/locations/${locationId}/landing_pages`)).json().landing_url;
    const token = landingUrl.split('/').at(-1) ?? '';
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/public/ask_pages/${token}/responses`,
      payload: { score: 2, feedback: 'Nobody answered the phone', kiosk: true },
    });
    expect(answered.statusCode).toBe(201);
    expect(await feedbackReviews()).toContainEqual(
      expect.objectContaining({
        content: 'Nobody answered the phone',
        rating: 2,
        microsurvey_answer: { selector_type: 'nps', score: 2 },
      }),
    );
    await expect
      .poll(() =>
        notices.some(
          (notice) =>
            notice.room === `account:${admin.account_id}` &&
            notice.event === 'REVIEWS_SYNCED' &&
            notice.payload.source_id === CUSTOMER_FEEDBACK &&
            notice.payload.created === 1,
        ),
      )
      .toBe(true);

    // A request's landing page: the recipient's name, the campaign's scale.
    const { id } = await campaignWith(['inbox.feedback@example.com'], {
      feedback_configuration: { selector_type: 'stars' },
    });
    await api.post(`/api/campaigns/${id}/send`, {});
    const requestToken = landingTokenOf(await smtp.waitFor('inbox.feedback@example.com'));
    await t.app.inject({
      method: 'POST',
      url: `/api/public/review_requests/${requestToken}/feedback`,
      payload: { score: 1, feedback: 'Cold coffee' },
    });
    expect(await feedbackReviews()).toContainEqual(
      expect.objectContaining({
        author_name: 'Person 0',
        content: 'Cold coffee',
        rating: 1,
        microsurvey_answer: { selector_type: 'stars', score: 1 },
      }),
    );
    // Another account's inbox never sees it.
    const foreign = (await client(t, other).get(`/api/reviews?source_id=${CUSTOMER_FEEDBACK}`)).json()._embedded
      .reviews;
    expect(foreign.some((review: { content: string }) => review.content === 'Cold coffee')).toBe(false);
  });
});

describe('private feedback', () => {
  const CUSTOMER_FEEDBACK = 12;
  type PublicWidget = { count: number; rating: number | null; reviews: { author: string; text: string }[] };
  const publicWidget = async (key: string): Promise<PublicWidget & { raw: string }> => {
    const response = await t.app.inject({ url: `/public/widgets/${key}`, remoteAddress: '203.0.113.41' });
    expect(response.statusCode).toBe(200);
    return { ...response.json(), raw: response.body };
  };
  const createWidget = async (widget_type: string, settings: Record<string, unknown>) => {
    const response = await client(t, admin).post('/api/amplify/widgets', { name: 'Privacy', widget_type, settings });
    expect(response.statusCode).toBe(201);
    return response.json().public_key as string;
  };
  const feedbackRows = async () =>
    (await client(t, admin).get(`/api/reviews?source_id=${CUSTOMER_FEEDBACK}&per_page=50`)).json()._embedded
      .reviews as { id: number; content: string | null; private: boolean; publish_consent: string | null }[];
  const requestToken = async (email: string) => {
    const { id } = await campaignWith([email]);
    await client(t, admin).post(`/api/campaigns/${id}/send`, {});
    return landingTokenOf(await smtp.waitFor(email));
  };
  const locationPageToken = async () =>
    ((await client(t, admin).get(`/api/locations/${locationId}/landing_pages`)).json().landing_url as string)
      .split('/')
      .at(-1) ?? '';

  it('never reaches a widget, for every widget type and source setting, unless its customer agreed', async () => {
    const scopes = [{}, { source_ids: [CUSTOMER_FEEDBACK] }, { location_ids: [locationId], min_rating: 1 }];
    const widgets = await Promise.all(
      WIDGET_TYPES.flatMap((type) =>
        // A Location Information widget shows one location's card: it cannot be saved without one.
        scopes.map(async (settings) =>
          createWidget(type, type === 'location_info' ? { location_ids: [locationId], ...settings } : settings),
        ),
      ),
    );
    const before = await Promise.all(widgets.map(publicWidget));

    // The walk-through's answer: 9 of 10 and words, on a request's landing page; and one on the location's page.
    const token = await requestToken('private.feedback@example.com');
    const page = (await t.app.inject({ url: `/api/public/review_requests/${token}` })).json();
    expect(page.publish_consent_text).toContain('may publish my feedback');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/public/review_requests/${token}/feedback`,
      payload: { score: 9, feedback: 'Great hygienist, quick visit.' },
    });
    expect(sent.statusCode).toBe(200);
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/public/ask_pages/${await locationPageToken()}/responses`,
      payload: { score: 4, feedback: 'The kiosk answer stays private.', kiosk: true },
    });
    expect(answered.statusCode).toBe(201);
    await t.dataChangesHeard();

    // The inbox has both, marked private.
    const kept = (await feedbackRows()).filter((review) =>
      ['Great hygienist, quick visit.', 'The kiosk answer stays private.'].includes(review.content ?? ''),
    );
    expect(kept).toHaveLength(2);
    expect(kept.every((review) => review.private && review.publish_consent === null)).toBe(true);

    // Featured by id, too: a widget never shows them.
    widgets.push(await createWidget('teaser', { auto_publish: false, featured_review_ids: kept.map(({ id }) => id) }));
    const after = await Promise.all(widgets.map(publicWidget));
    // Its scope is the first widget's (a carousel of every location and source): the same count and average.
    before.push(before[0] as PublicWidget & { raw: string });
    after.forEach((widget, index) => {
      expect(widget.raw).not.toContain('Great hygienist');
      expect(widget.raw).not.toContain('kiosk answer');
      expect({ count: widget.count, rating: widget.rating }).toEqual({
        count: before[index]?.count,
        rating: before[index]?.rating,
      });
    });
  });

  it('is published with the first name and the consent’s words stored when the customer ticked it', async () => {
    const token = await requestToken('public.feedback@example.com');
    const page = (await t.app.inject({ url: `/api/public/review_requests/${token}` })).json();
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/public/review_requests/${token}/feedback`,
      payload: { score: 10, feedback: 'Happy to be quoted.', publish_consent: true },
    });
    expect(sent.statusCode).toBe(200);
    await t.dataChangesHeard();
    expect((await feedbackRows()).find((review) => review.content === 'Happy to be quoted.')).toMatchObject({
      private: false,
      publish_consent: page.publish_consent_text,
    });
    const widget = await publicWidget(await createWidget('full_page', { source_ids: [CUSTOMER_FEEDBACK] }));
    expect(widget.reviews.find((review) => review.text === 'Happy to be quoted.')?.author).toBe('Person');
  });
});

describe('microsurvey exports', () => {
  it('export the answers on the star or NPS scale, and each microsurvey’s attributes, for the own account only', async () => {
    const api = client(t, admin);
    const listed = (await api.get('/api/microsurveys?per_page=25')).json()._embedded.microsurveys as { id: number }[];
    for (const survey of listed) await api.delete(`/api/microsurveys/${survey.id}`);
    const survey = (
      await api.post('/api/microsurveys', { location_id: locationId, name: 'Export NPS', selector_type: 'nps' })
    ).json();
    const answer = (score: number, feedback = '') =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/ask_pages/${survey.token}/responses`,
        payload: { score, feedback },
      });
    await answer(0, 'Terrible');
    await answer(9);

    const csvOf = async (query: string, caller = admin) => {
      const response = await client(t, caller).get(`/api/export/csv/microsurvey_responses?${query}`);
      return {
        status: response.statusCode,
        lines: response.body
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\n'),
      };
    };
    const star = await csvOf(`microsurvey_id=${survey.id}`);
    expect(star.status).toBe(200);
    expect(star.lines[0]).toBe(
      'id,created_at,location_id,location_name,microsurvey_id,microsurvey_name,selector_type,score,scale,rating,feedback,kiosk',
    );
    // NPS 0 is 1 star and 9 is 5 stars on the default scale; 1 and 9 on the NPS scale (decision 0078).
    expect(star.lines.slice(1).map((line) => line.split(',').slice(7, 10).join(','))).toEqual(['9,star,5', '0,star,1']);
    const nps = await csvOf(`microsurvey_id=${survey.id}&scale=nps`);
    expect(nps.lines.slice(1).map((line) => line.split(',').slice(7, 10).join(','))).toEqual(['9,nps,9', '0,nps,1']);
    expect((await csvOf('scale=tens')).status).toBe(400);
    expect((await csvOf(`microsurvey_id=${survey.id}`, other)).status).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/export/csv/microsurvey_responses?microsurvey_id=${survey.id}` })).statusCode,
    ).toBe(401);
    // With the microsurveys setting off, nobody exports them.
    await t.db.execute(
      sql`update account_settings set value = 'false' where account_id = ${admin.account_id} and code = 'microsurveys'`,
    );
    expect((await csvOf(`microsurvey_id=${survey.id}`)).status).toBe(403);
    expect((await client(t, emailOnly).get('/api/export/csv/microsurvey_custom_attributes')).statusCode).toBe(403);
    await t.db.execute(
      sql`update account_settings set value = 'true' where account_id = ${admin.account_id} and code = 'microsurveys'`,
    );

    // The same export as a file, through the export mechanism.
    const file = await api.post(`/api/export_files/${admin.account_id}`, {
      resource: 'microsurvey_responses',
      filters: { microsurvey_id: survey.id, scale: 'nps' },
    });
    expect(file.statusCode).toBe(201);

    const attributes = await api.get('/api/export/csv/microsurvey_custom_attributes');
    expect(attributes.statusCode).toBe(200);
    const lines = attributes.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'id,name,location_id,location_name,selector_type,question,follow_up_question,normalize_star_rating,url,responses',
    );
    expect(lines[1]).toContain(`${survey.id},Export NPS,${locationId},`);
    expect(lines[1]).toContain(`http://repute.test/m/${survey.token},2`);
    const foreign = await client(t, other).get('/api/export/csv/microsurvey_custom_attributes');
    expect(foreign.body).not.toContain('Export NPS');
  });
});
