import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { admin, readonly, other },
} = useTestApp({
  logins: { admin: 'admin@northwind.example', readonly: 'readonly@northwind.example', other: 'owner@harbor.example' },
});

let locationId: number;
let otherLocationId: number;
beforeAll(async () => {
  const rows = (
    await t.db.execute<{ id: number; account_id: number }>(
      sql`select id, account_id from locations where account_id in (${admin.account_id}, ${other.account_id}) order by id`,
    )
  ).rows;
  locationId = rows.find((row) => row.account_id === admin.account_id)?.id ?? 0;
  otherLocationId = rows.find((row) => row.account_id === other.account_id)?.id ?? 0;
});

const draft = (location: number, body: Record<string, unknown> = {}) => ({
  location_id: location,
  request_type_id: 'email',
  content: 'Thanks for visiting!',
  ...body,
});

async function campaignWith(session: typeof admin, location: number, recipients: object[], body = {}) {
  const api = client(t, session);
  const campaign = (await api.post('/api/campaigns', draft(location, body))).json();
  if (recipients.length > 0) {
    expect((await api.post(`/api/campaigns/${campaign.id}/recipients`, { recipients })).statusCode).toBe(200);
  }
  return campaign as { id: number };
}

/** A PNG of noise, which compresses badly: about three bytes a pixel. */
const noisePng = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();

const upload = (session: typeof admin | null, body: Buffer, type = 'image/png') =>
  t.app.inject({
    method: 'POST',
    url: '/api/campaigns/header_image',
    headers: { 'content-type': type, ...(session ? { authorization: session.authorization } : {}) },
    payload: body,
  });

describe('contacts to pick from', () => {
  it('lists the people asked before, once each, searchable and paged, never another account’s', async () => {
    await campaignWith(admin, locationId, [
      { name: 'Avery Stone', email: 'avery@contacts.example' },
      { name: 'Blake Moss', email: 'blake@contacts.example' },
    ]);
    await campaignWith(admin, locationId, [{ name: 'Avery S.', email: 'AVERY@contacts.example' }]);
    await campaignWith(other, otherLocationId, [{ name: 'Casey Other', email: 'casey@contacts.example' }]);
    const api = client(t, admin);

    const found = (await api.get('/api/contacts?search=contacts.example')).json();
    expect(found._total).toBe(2);
    expect(found._embedded.contacts.map((row: { email: string }) => row.email.toLowerCase())).toEqual([
      'avery@contacts.example',
      'blake@contacts.example',
    ]);
    const second = (await api.get('/api/contacts?search=contacts.example&per_page=1&page=2')).json();
    expect(second._embedded.contacts).toMatchObject([{ name: 'Blake Moss' }]);
    expect(second._total_pages).toBe(2);
    expect((await api.get('/api/contacts?search=blake')).json()._embedded.contacts).toHaveLength(1);
    // An SMS campaign picks phone numbers: none of these has one.
    expect((await api.get('/api/contacts?search=contacts.example&request_type=sms')).json()._total).toBe(0);
  });

  it('leaves out the do-not-contact list', async () => {
    await campaignWith(admin, locationId, [{ name: 'Dana Gone', email: 'dana@dnc.example' }]);
    await t.db.execute(
      sql`insert into do_not_contact (account_id, contact, reason) values (${admin.account_id}, 'dana@dnc.example', 'unsubscribed')`,
    );
    expect((await client(t, admin).get('/api/contacts?search=dnc.example')).json()._total).toBe(0);
  });

  it('needs a session, REQUEST read, the caller’s own account and a valid query', async () => {
    expect((await client(t, null).get('/api/contacts')).statusCode).toBe(401);
    expect((await client(t, readonly).get('/api/contacts')).statusCode).toBe(200);
    expect((await client(t, admin).get(`/api/contacts?account_id=${other.account_id}`)).statusCode).toBe(404);
    expect((await client(t, admin).get('/api/contacts?request_type=fax')).statusCode).toBe(400);
    expect((await client(t, admin).get('/api/contacts?per_page=0')).statusCode).toBe(400);
  });
});

describe('campaign header image', () => {
  it('stores a PNG, serves it, and a campaign keeps it and shows it on the landing page', async () => {
    const response = await upload(admin, await noisePng(80));
    expect(response.statusCode).toBe(201);
    const path: string = response.json().header_image;
    expect(path).toMatch(new RegExp(`^/api/public/header_images/${admin.account_id}/[0-9a-f-]{36}\\.png$`));
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');

    const campaign = await campaignWith(admin, locationId, [{ name: 'Eve Image', email: 'eve@image.example' }], {
      header_image: path,
      use_header_image: true,
    });
    const stored = (await client(t, admin).get(`/api/campaigns/${campaign.id}`)).json();
    expect(stored).toMatchObject({ header_image: path, use_header_image: true });
    const [recipient] = (
      await t.db.execute<{ token: string }>(
        sql`select token from campaign_recipients where campaign_id = ${campaign.id}`,
      )
    ).rows;
    const page = (await t.app.inject({ method: 'GET', url: `/api/public/review_requests/${recipient?.token}` })).json();
    expect(page.header_image).toBe(path);
  });

  it('answers the spec’s messages for a file too small, too large or not a PNG or JPEG', async () => {
    const tooSmall = await upload(admin, await noisePng(10));
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().message).toBe('Unable to upload image. Please choose a file that is at least 10240 bytes.');
    const tooLarge = await upload(admin, Buffer.concat([await noisePng(80), Buffer.alloc(5 * 1024 * 1024)]));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe('Unable to upload image. Please choose a file smaller than 5mb');
    // Declared a PNG, but the bytes are not one: sharp reads the bytes, not the label.
    const notImage = await upload(admin, randomBytes(20_000));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe('Unable to upload image. Please choose a png or jpeg file.');
    const gif = await upload(
      admin,
      await sharp(randomBytes(80 * 80 * 3), { raw: { width: 80, height: 80, channels: 3 } })
        .gif()
        .toBuffer(),
      'image/gif',
    );
    expect(gif.statusCode).toBe(400);
  });

  it('needs campaign create, and a campaign takes only its own account’s image', async () => {
    expect((await upload(null, await noisePng(80))).statusCode).toBe(401);
    expect((await upload(readonly, await noisePng(80))).statusCode).toBe(403);
    const theirs: string = (await upload(other, await noisePng(80))).json().header_image;
    const mine = await client(t, admin).post('/api/campaigns', draft(locationId, { header_image: theirs }));
    expect(mine.statusCode).toBe(400);
    const elsewhere = await client(t, admin).post(
      '/api/campaigns',
      draft(locationId, { header_image: 'https://tracker.example/pixel.png' }),
    );
    expect(elsewhere.statusCode).toBe(400);
    const missing = `/api/public/header_images/${admin.account_id}/00000000-0000-0000-0000-000000000000.png`;
    expect((await t.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
  });
});

describe('white-label public pages', () => {
  const tokenOf = async (campaignId: number) =>
    (
      await t.db.execute<{ token: string }>(
        sql`select token from campaign_recipients where campaign_id = ${campaignId}`,
      )
    ).rows[0]?.token;

  it('dress a partner’s child account’s pages in the partner’s logo and colours, and others in none', async () => {
    const theirs = await campaignWith(other, otherLocationId, [{ name: 'Fay', email: 'fay@brand.example' }]);
    const theirPage = (
      await t.app.inject({ method: 'GET', url: `/api/public/review_requests/${await tokenOf(theirs.id)}` })
    ).json();
    expect(theirPage.brand).toMatchObject({
      background_color: '#12355b',
      text_color: '#d6e4f0',
      accent_color: '#f4b942',
    });
    expect(theirPage.brand.logo_url).toBeTruthy();
    expect(theirPage.business_name).toBe('Harbor Fitness');

    const mine = await campaignWith(admin, locationId, [{ name: 'Gus', email: 'gus@brand.example' }]);
    const myPage = (
      await t.app.inject({ method: 'GET', url: `/api/public/review_requests/${await tokenOf(mine.id)}` })
    ).json();
    expect(myPage.brand).toBeNull();
    expect(myPage.business_name).toBe('Northwind Dental');

    const pages = (await client(t, other).get(`/api/locations/${otherLocationId}/landing_pages`)).json();
    const token = new URL(pages.landing_url).pathname.split('/').pop();
    const askPage = (await t.app.inject({ method: 'GET', url: `/api/public/ask_pages/${token}` })).json();
    expect(askPage.brand).toMatchObject({ background_color: '#12355b' });
    expect(askPage.business_name).toBe('Harbor Fitness');
  });

  it('the unsubscribe page of a request speaks as the business, in its white-label look', async () => {
    const theirs = await campaignWith(other, otherLocationId, [{ name: 'Hal', email: 'hal@brand.example' }]);
    const [recipient] = (
      await t.db.execute<{ id: number }>(sql`select id from campaign_recipients where campaign_id = ${theirs.id}`)
    ).rows;
    const { oneClickUrl } = await t.unsubscribeLinks.linksFor('requests', recipient?.id ?? 0, 'hal@brand.example');
    const url = new URL(oneClickUrl);
    const state = (await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).json();
    expect(state).toMatchObject({
      list: 'requests',
      subscribed: true,
      signs_in: false,
      business_name: 'Harbor Fitness',
      brand: { background_color: '#12355b', accent_color: '#f4b942' },
    });
  });
});
