import { expect, test } from '@playwright/test';

/** The built web app as `npm start` serves it: precompressed at build time, hashed assets cached for a year. */
test('the page, its scripts and its stylesheets arrive compressed, the assets cached for good', async ({ request }) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[\w-]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
  // The entry, its preloaded chunks (the framework's and the app's shared code) and their stylesheets.
  expect(assets.filter((asset) => /\/(index|framework|shared)-/.test(asset)).length).toBeGreaterThanOrEqual(5);
  for (const asset of assets) {
    const plain = await request.get(asset, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    // The build compresses what is a kilobyte or more (apps/web/vite.config.ts).
    if ((await plain.body()).length < 1024) continue;
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(asset, { headers: { 'accept-encoding': encoding } });
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['content-encoding'], asset).toBe(encoding);
      expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
  }
});
