import { seriousViolations } from './axe';
import { expect, signIn, test } from './fixtures';

/**
 * Decision 0169 in the browser: the seeded audit log shows a script's write with the API token it came through, and
 * a webhook delivery, which no user made.
 */
test('the audit log tells a script from a person, and shows webhook deliveries as Repute', async ({ page }) => {
  await signIn(page, 'admin@northwind.example');
  await page.goto(`/settings/audit-log?action=${encodeURIComponent('POST /webhook_subscriptions')}`);
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  const scripted = page.getByRole('row').filter({ hasText: 'POST /webhook_subscriptions' }).first();
  await expect(scripted).toContainText('Via api token rpt_dEm0…');
  expect(await seriousViolations(page, '/settings/audit-log with a Via badge')).toEqual([]);

  await page.goto('/settings/audit-log?action=webhook.delivery');
  const delivery = page.getByRole('row').filter({ hasText: 'webhook.delivery' }).first();
  await expect(delivery).toContainText('Repute (no user)');
  await delivery.getByRole('button', { name: 'Show changes of webhook.delivery' }).click();
  // The newest delivery may be another test's (the shared server sends real ones): any names its event.
  await expect(page.getByText(/"event_type": "[a-z_]+\.[a-z_]+"/).first()).toBeVisible();
});
