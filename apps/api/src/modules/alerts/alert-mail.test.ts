import { describe, expect, it } from 'vitest';
import { partnerBrand } from '../../../test/mail-brands';
import { alertMail } from './alert-mail';

const PARTNERED = partnerBrand('Harbor Fitness');
const EVENT = {
  title: 'New 2-star review',
  detail: 'Harbor Fitness - Seaport on Google',
  url: 'https://app.example/r/1',
};
const OPTIONS = {
  unsubscribe: { pageUrl: 'https://app.example/u', oneClickUrl: 'https://app.example/u1' },
  settingsUrl: 'https://app.example/settings/alerts',
};

describe('an alert e-mail', () => {
  it('carries the account’s name, and for a white-label account the partner’s logo, name and support address', async () => {
    const alert = { kind: 'new_review', delivery: 'immediately' } as const;
    const mail = await alertMail('a@harbor.example', alert, [EVENT], { ...OPTIONS, brand: PARTNERED });
    expect(mail.html).toContain('src="https://summit.example/logo.png"');
    expect(mail.html).toContain('alt="Harbor Fitness"');
    expect(mail.text).toContain('— The Summit Agency team\nQuestions? Write to support@summit.example.');
    for (const body of [mail.html, mail.text]) expect(body).not.toContain('Repute');
  });

  it('shows the account’s name as its mark when there is no logo', async () => {
    const brand = { productName: 'Repute', supportEmail: null, accountName: 'Northwind Dental' };
    const alert = { kind: 'new_review', delivery: 'immediately' } as const;
    const mail = await alertMail('a@northwind.example', alert, [EVENT], { ...OPTIONS, brand });
    expect(mail.html).toMatch(/font-weight:bold[^>]*>Northwind Dental<\/div>/);
  });
});
