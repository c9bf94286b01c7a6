import { SELECTOR_TEXT, SELECTOR_TYPES } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import { partnerBrand } from '../../../test/mail-brands';
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

const NORTHWIND = { productName: 'Repute', supportEmail: null, accountName: 'Northwind Dental' };
const PARTNERED = partnerBrand('Harbor Dental');
const send = (campaign: Partial<typeof CAMPAIGN>, brand: typeof NORTHWIND | typeof PARTNERED = NORTHWIND) =>
  requestMail('eve@example.com', { ...CAMPAIGN, ...campaign }, BUSINESS, LINKS, { brand, reminder: false });

describe('a review request e-mail speaks as the business', () => {
  it('is from the sender name, else the location, and carries the account’s name as its mark, never Repute', async () => {
    const mail = await send({});
    expect(mail.from).toBe('"Northwind Dental - Ballard" <no-reply@repute.local>');
    expect((await send({ senderName: 'Dr. Lee' })).from).toBe('"Dr. Lee" <no-reply@repute.local>');
    expect(mail.html).toContain('>Northwind Dental</div>');
    for (const body of [mail.html, mail.text]) expect(body).not.toContain('Repute');
  });

  it('wears a white-label partner’s logo and colours, named by the account, with nothing of Repute', async () => {
    const mail = await send({}, PARTNERED);
    expect(mail.html).toContain('src="https://summit.example/logo.png"');
    expect(mail.html).toContain('alt="Harbor Dental"');
    expect(mail.html).toContain('#12355b');
    for (const body of [mail.html, mail.text]) expect(body).not.toContain('Repute');
  });
});

describe('the question in a review request e-mail', () => {
  const SCALES = {
    nps: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
    stars: ['1', '2', '3', '4', '5'],
    thumbs: ['1', '0'],
    smiles: ['3', '2', '1'],
  };

  it.each(Object.entries(SCALES))(
    'is answerable in the e-mail: one link per %s answer',
    async (selectorType, scores) => {
      const mail = await send({
        selectorType,
        content: 'Thanks for visiting!\n\n%FEEDBACK_QUESTION%\n\nSee you soon.',
      });
      const linked = [...(mail.html ?? '').matchAll(/href="https:\/\/repute\.example\/r\/abc\?score=(\d+)"/g)];
      expect(linked.map((match) => match[1])).toEqual(scores);
      for (const score of scores) expect(mail.text).toContain(`: ${LINKS.landingUrl}?score=${score}\n`);
      // The answers stand where the placeholder stood, between the campaign's words.
      const html = mail.html ?? '';
      expect(html.indexOf('?score=')).toBeGreaterThan(html.indexOf('Thanks for visiting!'));
      expect(html.indexOf('?score=')).toBeLessThan(html.indexOf('See you soon.'));
    },
  );

  it('is asked after the words that have no placeholder', async () => {
    const mail = await send({ selectorType: 'stars' });
    expect(mail.text).toContain(`Thanks for visiting!\n\n${SELECTOR_TEXT.stars}\n\n1 ★: ${LINKS.landingUrl}?score=1`);
  });

  it.each([...SELECTOR_TYPES, 'sliders'])('never shows a feedback placeholder raw (%s)', async (selectorType) => {
    const mail = await send({
      selectorType,
      subject: '%FEEDBACK_QUESTION%',
      headerText: 'A question: %feedback_question%',
      content: 'Hi!\n\n%FEEDBACK_QUESTION% %FEEDBACK_FORM_2%',
    });
    const question = SELECTOR_TEXT[SELECTOR_TYPES.find((type) => type === selectorType) ?? 'nps'];
    expect(mail.subject).toBe(question);
    for (const body of [mail.subject, mail.html, mail.text]) expect(body).not.toMatch(/%feedback_/i);
    expect(mail.text).toContain(`A question: ${question}`);
  });
});
