import { describe, expect, it } from 'vitest';
import { partnerBrand } from '../../../test/mail-brands';
import { exportReadyMail } from './export-mail';

const PARTNERED = partnerBrand('Harbor Fitness');

describe('the export-ready e-mail', () => {
  it('carries the account’s name, and for a white-label account the partner’s logo, name and support address', async () => {
    const mail = await exportReadyMail(
      'a@harbor.example',
      'reviews.csv',
      'https://app.example/file-downloads/7',
      7,
      PARTNERED,
    );
    expect(mail.subject).toBe('Your Summit Agency export is ready');
    expect(mail.html).toContain('src="https://summit.example/logo.png"');
    expect(mail.html).toContain('alt="Harbor Fitness"');
    expect(mail.html).toContain('href="https://app.example/file-downloads/7"');
    expect(mail.text).toContain('Questions? Write to support@summit.example.');
    for (const body of [mail.subject, mail.html, mail.text]) expect(body).not.toContain('Repute');
  });

  it('shows the account’s name as its mark when there is no logo', async () => {
    const brand = { productName: 'Repute', supportEmail: null, accountName: 'Northwind Dental' };
    const mail = await exportReadyMail('a@northwind.example', 'reviews.csv', 'https://app.example/f/7', 7, brand);
    expect(mail.html).toMatch(/font-weight:bold[^>]*>Northwind Dental<\/div>/);
  });
});
