import { describe, expect, it } from 'vitest';
import { requestMail } from './request-mail';

const CAMPAIGN = {
  subject: 'How did we do?',
  content: 'Thanks for visiting!',
  headerText: 'Northwind Dental',
  senderName: '',
  senderEmail: '',
  selectorType: 'nps',
};
const LINKS = {
  landingUrl: 'https://repute.example/r/abc',
  pixelUrl: 'https://repute.example/api/public/review_requests/abc/open.gif',
  unsubscribe: { pageUrl: 'https://repute.example/u', oneClickUrl: 'https://repute.example/u1' },
};
const BUSINESS = { name: 'Northwind Dental - Ballard', postalAddress: '1 Main St, Seattle' };
const BRAND = { productName: 'Repute', supportEmail: null };

describe('a review request e-mail', () => {
  it('shows the campaign’s header image above its heading, named by the business', async () => {
    const image = 'https://repute.example/api/public/header_images/7/00000000-0000-0000-0000-000000000001.png';
    const mail = await requestMail(
      'eve@example.com',
      CAMPAIGN,
      BUSINESS,
      { ...LINKS, headerImageUrl: image },
      { brand: BRAND, reminder: false },
    );
    const html = mail.html ?? '';
    expect(html).toContain(`src="${image}"`);
    expect(html).toContain('alt="Northwind Dental - Ballard"');
    expect(html.indexOf(image)).toBeLessThan(html.indexOf('Thanks for visiting!'));
  });

  it('has no image without one', async () => {
    const mail = await requestMail('eve@example.com', CAMPAIGN, BUSINESS, LINKS, { brand: BRAND, reminder: false });
    expect(mail.html).not.toContain('header_images');
  });
});
