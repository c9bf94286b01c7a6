import { chromium } from '@playwright/test';

const base = 'http://127.0.0.1:41731';
const auth = await (
  await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/vnd.repute.v1+hal+json' },
    body: JSON.stringify({ email: process.env.WHO ?? 'admin@northwind.example', password: 'demo-password' }),
  })
).json();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
await context.addInitScript((value) => localStorage.setItem('repute.auth', value), JSON.stringify(auth));
const page = await context.newPage();
page.on('console', (m) => {
  if (m.type() === 'error') console.log('console:', m.text());
});
for (const [name, path] of JSON.parse(process.env.PAGES)) {
  await page.goto(base + path);
  await page.waitForTimeout(Number(process.env.WAIT ?? 3000));
  if (process.env.SEL)
    await page
      .locator(process.env.SEL)
      .first()
      .screenshot({ path: `/tmp/kw-demo/shots/${name}.png` });
  else await page.screenshot({ path: `/tmp/kw-demo/shots/${name}.png`, fullPage: !process.env.VIEWPORT });
  console.log(name, page.url());
}
await browser.close();
