import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callApi, expect, logInThroughApi, signIn, test } from './fixtures';

const apiUrl = (path: string) => `${process.env.E2E_BASE_URL}/api${path}`;

/** The OAuth client's own web server: its redirect URI, which just says it got the answer. */
async function startCallback() {
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Connected</h1>'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/callback`, close: () => server.close() };
}

const reviewsWith = (token: string) =>
  fetch(apiUrl('/reviews?per_page=1'), { headers: { authorization: `Bearer ${token}` } });

/** Issue 31 in the browser: a user allows an application on the consent page; the application calls the API. */
test('a user allows an OAuth application, which exchanges the code and calls the API', async ({ page }) => {
  const callback = await startCallback();
  try {
    const admin = await logInThroughApi('admin@northwind.example');
    const app = await callApi<{ client_id: string }>('POST', '/oauth_clients', {
      auth: admin,
      body: { name: 'Sheets Sync', redirect_uris: [callback.url], confidential: false },
    });
    const verifier = randomBytes(32).toString('base64url');
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: callback.url,
      scope: 'reviews:read',
      state: 'e2e-state',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });

    await signIn(page, 'user@northwind.example');
    await page.goto(`/oauth/authorize?${query}`);
    await expect(page.getByRole('heading', { name: 'Sheets Sync wants to access your Repute account' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Read your reviews and their tags' })).toBeVisible();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.href.startsWith(callback.url));
    const answer = new URL(page.url()).searchParams;
    expect(answer.get('state')).toBe('e2e-state');

    const exchanged = await fetch(apiUrl('/oauth/token'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: answer.get('code') ?? '',
        redirect_uri: callback.url,
        client_id: app.client_id,
        code_verifier: verifier,
      }),
    });
    expect(exchanged.status).toBe(200);
    const tokens = (await exchanged.json()) as { access_token: string };
    const reviews = await reviewsWith(tokens.access_token);
    expect(reviews.status).toBe(200);
    expect(((await reviews.json()) as { _total: number })._total).toBeGreaterThan(0);
  } finally {
    callback.close();
  }
});

test('a user makes a personal API token, copies it once and revokes it', async ({ page }) => {
  await signIn(page, 'user@northwind.example');
  await page.goto('/settings/api-tokens');
  await expect(page.getByRole('heading', { name: 'API Tokens', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New API token' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API token' });
  await dialog.getByLabel('Name').fill('Spreadsheet export');
  await dialog.getByRole('button', { name: 'Create token' }).click();
  await expect(dialog.getByText('Choose at least one scope')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Read your reviews and their tags' }).check();
  await dialog.getByRole('button', { name: 'Create token' }).click();
  const token = await dialog.getByRole('textbox', { name: 'API token' }).inputValue();
  expect(token).toMatch(/^rpt_/);
  expect((await reviewsWith(token)).status).toBe(200);
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Revoke Spreadsheet export' }).click();
  await page.getByRole('dialog', { name: 'Revoke API token' }).getByRole('button', { name: 'Revoke token' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Spreadsheet export' })).toHaveCount(0);
  expect((await reviewsWith(token)).status).toBe(401);
});
