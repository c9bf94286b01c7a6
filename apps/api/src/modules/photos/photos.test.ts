import { IMAGE_PROCESSING_COMPLETE, PHOTO_MESSAGES } from '@repute/domain';
import pg from 'pg';
import type { PgBoss } from 'pg-boss';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGoogleMedia, startFakeGoogleMedia } from '../../../test/fakes/fake-google-media';
import { client, type Session, type TestApp, useTestApp } from '../../../test/test-app';
import { startJobQueues } from '../../app/workers';
import { createGoogleMediaClient } from '../../connectors/google-media';
import { REALTIME_NOTIFY_CHANNEL } from '../../platform/realtime/publisher';

const GOOGLE_LOCATION = 'accounts/100/locations/42';
let google: FakeGoogleMedia;
let worker: PgBoss;
let listener: pg.Client;
const notices: { room: string; event: string; payload: Record<string, unknown> }[] = [];

const {
  t,
  sessions: { admin, user, other },
} = useTestApp({
  logins: { admin: 'admin@northwind.example', user: 'user@northwind.example', other: 'owner@bluebird.example' },
  app: async () => {
    google = await startFakeGoogleMedia();
    return {
      connectors: {
        photos: createGoogleMediaClient({ baseUrl: google.url, accessTokens: async () => 'google-token' }),
      },
    };
  },
});

let locationId: number;
beforeAll(async () => {
  google.media.set(GOOGLE_LOCATION, []);
  const locations = (await client(t, admin).get('/api/locations?per_page=2')).json();
  locationId = locations._embedded.locations[0].id;
  // The location as review sync links it to its Google profile.
  await t.db.$client.query(
    `insert into review_sync_states (account_id, location_id, source_id, external_location_id) values ($1, $2, 1, $3)
     on conflict (location_id, source_id, account_id) do update set external_location_id = excluded.external_location_id`,
    [admin.account_id, locationId, GOOGLE_LOCATION],
  );
  worker = await startJobQueues(t.url, 'worker', () => {});
  await t.modules.photos.work(worker);
  listener = new pg.Client(t.url);
  await listener.connect();
  listener.on('notification', (message) => notices.push(JSON.parse(message.payload ?? '{}')));
  await listener.query(`listen ${REALTIME_NOTIFY_CHANNEL}`);
});
afterAll(async () => {
  await listener?.end();
  await worker?.stop({ graceful: false, close: true });
  await google?.close();
});

/** A photo of noise (so that it compresses little) of the given size. */
const image = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#336699', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg()
    .toBuffer();

function multipart(bytes: Buffer, type: string, field = 'file_upload') {
  const boundary = '----repute-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="photo"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(app: TestApp, session: Session, bytes: Buffer, type = 'image/jpeg') {
  const { payload, headers } = multipart(bytes, type);
  return app.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, authorization: session.authorization },
  });
}

/** Uploads and processes an image, as the wizard does, and answers its processed url and s3_path. */
async function processed(bytes: Buffer, label = 'cover') {
  const uploaded = await upload(t, admin, bytes);
  expect(uploaded.statusCode).toBe(201);
  const { s3_path, mime_type } = uploaded.json();
  const asked = await client(t, admin).post('/api/webhooks/rtx-images', {
    event: 'process',
    label,
    account_id: admin.account_id,
    resource_id: locationId,
    mime_type,
    s3_path,
  });
  expect(asked.statusCode).toBe(202);
  await expect
    .poll(() =>
      notices.find((notice) => notice.event === IMAGE_PROCESSING_COMPLETE && notice.payload.s3_path === s3_path),
    )
    .toBeDefined();
  const notice = notices.find((candidate) => candidate.payload.s3_path === s3_path);
  expect(notice?.room).toBe(`account:${admin.account_id}`);
  return { s3_path: s3_path as string, url: notice?.payload.url as string };
}

const mediaOf = async (session: Session, query = `location_id=${locationId}`) =>
  (await client(t, session).get(`/api/media?${query}`)).json();

describe('photo upload, processing and publishing to Google', () => {
  it('processes an upload, serves it, and publishes the cover to Google through the media API', async () => {
    const { s3_path, url } = await processed(await image(960, 540));
    expect(url).toMatch(/^\/api\/images\/\d+\/[0-9a-f-]{36}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(960);

    const created = await client(t, admin).post('/api/media', {
      account_id: admin.account_id,
      location_ids: [locationId],
      source_id: 1,
      high_priority: true,
      category_id: 2,
      s3_path,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(PHOTO_MESSAGES.uploaded);
    expect(created.json().media[0]).toMatchObject({ category: 'COVER', published_status: 'pending' });
    await expect.poll(async () => (await mediaOf(admin))._embedded.media[0]?.published_status).toBe('published');
    const [photo] = (await mediaOf(admin))._embedded.media;
    expect(photo.url_id).toMatch(new RegExp(`^${GOOGLE_LOCATION}/media/`));
    expect(google.media.get(GOOGLE_LOCATION)).toEqual([
      expect.objectContaining({ name: photo.url_id, category: 'COVER' }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: photo.cdn_stored_low_res_url })).statusCode).toBe(200);
  });

  it('marks a photo Google refuses for good as dead', async () => {
    const { s3_path } = await processed(await image(600, 600), 'photo');
    google.refuseNextPhoto = true;
    const created = await client(t, admin).post('/api/media', { location_ids: [locationId], s3_path });
    const id = created.json().media[0].id;
    await expect
      .poll(
        async () =>
          (await mediaOf(admin))._embedded.media.find((photo: { id: number }) => photo.id === id)?.published_status,
      )
      .toBe('dead');
  });

  it('pages 8 photos at a time, the logo first, then the cover, then the newest', async () => {
    const logo = await processed(await image(400, 400), 'logo');
    await client(t, admin).post('/api/media', { location_ids: [locationId], s3_path: logo.s3_path, category_id: 1 });
    const body = await mediaOf(admin);
    expect(body._embedded.media.map((photo: { category: string }) => photo.category).slice(0, 2)).toEqual([
      'LOGO',
      'COVER',
    ]);
    expect(body._links.self.href).toContain('per_page=8');
    const categories = (await client(t, admin).get('/api/media_categories?name=Logo')).json();
    expect(categories._embedded.media_categories).toEqual([{ id: 1, name: 'Logo', source_id: 1 }]);
  });

  it('replaces the location cover with a new one (the override the wizard asked about)', async () => {
    const [replaced] = (await mediaOf(admin))._embedded.media.filter(
      (photo: { category: string }) => photo.category === 'COVER',
    );
    expect((await t.app.inject({ method: 'GET', url: replaced.cdn_stored_url })).statusCode).toBe(200);
    const cover = await processed(await image(1024, 576));
    await client(t, admin).post('/api/media', { location_ids: [locationId], s3_path: cover.s3_path, category_id: 2 });
    const covers = (await mediaOf(admin))._embedded.media.filter(
      (photo: { category: string }) => photo.category === 'COVER',
    );
    expect(covers).toHaveLength(1);
    expect(covers[0].width).toBe(1024);
    // The replaced cover's files go with it.
    expect((await t.app.inject({ method: 'GET', url: replaced.cdn_stored_url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: replaced.cdn_stored_low_res_url })).statusCode).toBe(404);
  });
});

describe('photo validation answers 400 with the spec words', () => {
  it('refuses files that are not png or jpeg, too small or too large', async () => {
    const gif = await sharp({
      create: {
        width: 300,
        height: 300,
        channels: 3,
        background: '#fff',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .gif()
      .toBuffer();
    expect((await upload(t, admin, gif, 'image/gif')).json().message).toBe(PHOTO_MESSAGES.wrongType);
    const tiny = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const small = await upload(t, admin, tiny, 'image/png');
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe('Unable to upload image. Please choose a file that is at least 10240 bytes.');
    const large = await upload(t, admin, Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'image/png');
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toBe('Unable to upload image. Please choose a file smaller than 5mb');
    const json = await client(t, admin).post('/api/upload', { file_upload: 'x' });
    expect(json.statusCode).toBe(400);
    const cut = multipart(tiny, 'image/png');
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: cut.payload.subarray(0, 60),
      headers: { ...cut.headers, authorization: admin.authorization },
    });
    expect(truncated.statusCode).toBe(400);
  });

  it('refuses a cover or logo outside its dimensions', async () => {
    const square = await processed(await image(800, 800), 'cover');
    const cover = await client(t, admin).post('/api/media', {
      location_ids: [locationId],
      s3_path: square.s3_path,
      category_id: 2,
    });
    expect(cover.statusCode).toBe(400);
    expect(cover.json().message).toBe('Upload error: Image must have an aspect ratio of at least 16:9 for cover.');
    const wide = await processed(await image(2121, 1100), 'cover');
    const tooWide = await client(t, admin).post('/api/media', {
      location_ids: [locationId],
      s3_path: wide.s3_path,
      category_id: 2,
    });
    expect(tooWide.json().message).toBe(
      'Upload error: Image cannot be larger than 2120 width x 1192 height for cover.',
    );
    const logo = await client(t, admin).post('/api/media', {
      location_ids: [locationId],
      s3_path: wide.s3_path,
      category_id: 1,
    });
    expect(logo.json().message).toBe('Upload error: Image cannot be larger than 2000 width x 2000 height for logo.');
  });
});

describe('Bulk Add Photos, the list-level check (spec 001 §5)', () => {
  it('refuses a list of locations when one has Auto Sync off or is not found in Google integrations', async () => {
    const listed = (await client(t, admin).get('/api/locations?per_page=2')).json()._embedded.locations;
    const ids: number[] = listed.map((row: { id: number }) => row.id);
    const { s3_path } = await processed(await image(960, 540));
    const setListing = (id: number, status: string, reason: string | null) =>
      t.db.$client.query('update locations set status = $2, status_reason = $3 where id = $1', [id, status, reason]);
    const before = await t.db.$client.query('select id, status, status_reason from locations where id = any($1)', [
      ids,
    ]);
    for (const [status, reason] of [
      ['eligible_not_published', null],
      ['published', 'Location not found in Google integration'],
    ] as const) {
      await setListing(ids[0] ?? 0, 'published', null);
      await setListing(ids[1] ?? 0, status, reason);
      const refused = await client(t, admin).post('/api/media', { location_ids: ids, s3_path });
      expect(refused.statusCode, status).toBe(422);
      expect(refused.json().message).toBe(
        'One or more of the locations selected has Auto Sync turned off or is not found in Google integrations.',
      );
    }
    for (const row of before.rows) await setListing(row.id, row.status, row.status_reason);
  });
});

describe('photo permissions and account scope', () => {
  it('lets a user upload but not delete; an admin deletes, and Google loses the photo too', async () => {
    expect((await upload(t, user, await image(300, 300))).statusCode).toBe(201);
    const { s3_path } = await processed(await image(700, 500), 'photo');
    const created = (await client(t, admin).post('/api/media', { location_ids: [locationId], s3_path })).json();
    const photo = created.media[0];
    await expect
      .poll(
        async () => (await mediaOf(admin))._embedded.media.find((row: { id: number }) => row.id === photo.id)?.url_id,
      )
      .toBeTruthy();
    const published = (await mediaOf(admin))._embedded.media.find((row: { id: number }) => row.id === photo.id);
    const denied = await client(t, user).put(`/api/media/${photo.id}`, {
      location_id: locationId,
      url_id: published.url_id,
    });
    expect(denied.statusCode).toBe(403);
    const deleted = await client(t, admin).put(`/api/media/${photo.id}`, {
      location_id: locationId,
      url_id: published.url_id,
    });
    expect(deleted.json()).toEqual({ id: photo.id, message: 'Photo successfully deleted.' });
    await expect
      .poll(() => google.media.get(GOOGLE_LOCATION)?.some((item) => item.name === published.url_id))
      .toBe(false);
    // Its processed files leave the storage with it.
    for (const url of [published.cdn_stored_url, published.cdn_stored_low_res_url]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it("answers 404 for another account's photos, locations and uploads", async () => {
    const { s3_path } = await processed(await image(640, 360), 'cover');
    const [photo] = (await mediaOf(admin))._embedded.media;
    expect((await client(t, other).put(`/api/media/${photo.id}`, { location_id: locationId })).statusCode).toBe(404);
    expect((await client(t, other).get(`/api/media?location_id=${locationId}`)).statusCode).toBe(404);
    expect((await client(t, other).get(`/api/media?account_id=${admin.account_id}`)).statusCode).toBe(404);
    expect((await client(t, other).post('/api/media', { location_ids: [locationId], s3_path })).statusCode).toBe(404);
    const theirs = (await client(t, other).get('/api/locations?per_page=1')).json()._embedded.locations[0].id;
    expect((await client(t, other).post('/api/media', { location_ids: [theirs], s3_path })).statusCode).toBe(404);
    expect(
      (await client(t, other).post('/api/webhooks/rtx-images', { event: 'process', mime_type: 'image/jpeg', s3_path }))
        .statusCode,
    ).toBe(404);
    expect((await mediaOf(other, ''))._total).toBe(0);
  });
});
