import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, signIn, test } from './fixtures';

/** A receiver on this machine (the e2e server runs with WEBHOOK_ALLOW_PRIVATE_TARGETS=true), keeping raw bodies. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, received, close: () => server.close() };
}

/** Issue 31 in the browser: an admin adds a webhook, copies its secret once, sends a test and reads the log. */
test('an admin adds a webhook, sees its secret once and sends a signed test delivery', async ({ page }) => {
  const receiver = await startReceiver();
  try {
    await signIn(page, 'admin@northwind.example');
    await page.goto('/settings/webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    // The demo's webhook is listed.
    await expect(page.getByText('https://hooks.example.com/repute')).toBeVisible();

    await page.getByRole('button', { name: 'New webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'New webhook' });
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await expect(dialog.getByText('Choose at least one event')).toBeVisible();
    await dialog.getByLabel('Endpoint URL').fill(receiver.url);
    await dialog.getByRole('checkbox', { name: 'review.created' }).check();
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    const secret = await dialog.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: receiver.url });
    await row.getByRole('button', { name: `Deliveries to ${receiver.url}` }).click();
    const log = page.getByRole('dialog', { name: `Deliveries to ${receiver.url}` });
    await expect(log.getByText('No deliveries yet')).toBeVisible();
    await log.getByRole('button', { name: 'Send test' }).click();
    await expect(log.getByRole('row').filter({ hasText: 'webhook.test' })).toContainText('Delivered', {
      timeout: 20_000,
    });

    // What arrived is signed with the secret the screen showed.
    const [delivery] = receiver.received;
    const signature = String(delivery?.headers['repute-signature']);
    const [, timestamp, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
    expect(v1).toBe(createHmac('sha256', secret).update(`${timestamp}.${delivery?.body}`).digest('hex'));
    await log.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: `Delete ${receiver.url}` }).click();
    await page.getByRole('dialog', { name: 'Delete webhook' }).getByRole('button', { name: 'Delete webhook' }).click();
    await expect(page.getByRole('row').filter({ hasText: receiver.url })).toHaveCount(0);
  } finally {
    receiver.close();
  }
});

test('a manager is offered no webhooks', async ({ page }) => {
  await signIn(page, 'manager@northwind.example');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
});
