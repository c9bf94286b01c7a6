import { describe, expect, it } from 'vitest';
import { renderMail } from './render';

const REPUTE = { productName: 'Repute', supportEmail: null };
const PARTNER = {
  productName: 'your dashboard',
  supportEmail: 'help@partner.example',
  colors: { header: '#123456', headerText: '#fefefe', accent: '#ab0000' },
  logoUrl: 'https://partner.example/logo.png',
};

describe('renderMail', () => {
  it('renders the same blocks as HTML and as plain text', async () => {
    const mail = await renderMail(
      {
        to: 'a@example.com',
        subject: 'Hello',
        heading: 'A heading',
        blocks: [{ paragraph: 'First <b>words</b>' }, { button: { label: 'Open', url: 'https://x.example/a?b=1' } }],
      },
      REPUTE,
    );
    expect(mail.text).toContain('A heading\n\nFirst <b>words</b>\n\nOpen:\nhttps://x.example/a?b=1');
    expect(mail.text).toContain('— The Repute team');
    // Content is escaped in HTML: a review's text can never inject markup.
    expect(mail.html).toContain('First &lt;b&gt;words&lt;/b&gt;');
    expect(mail.html).toContain('href="https://x.example/a?b=1"');
    expect(mail.headers).toBeUndefined();
  });

  it("signs a business's message with its name and postal address, from it, with a tracking pixel", async () => {
    const mail = await renderMail(
      {
        to: 'customer@example.com',
        subject: 'How did we do?',
        heading: 'Harbor Dental',
        blocks: [{ paragraph: 'Thanks' }],
        sender: { name: 'Harbor "Front" Desk', replyTo: 'desk@harbor.example', postalAddress: '12 Pier Way, Seattle' },
        trackingPixelUrl: 'https://app.example/api/public/review_requests/abc/open.gif',
      },
      REPUTE,
    );
    expect(mail.from).toBe('"Harbor Front Desk" <no-reply@repute.local>');
    expect(mail.replyTo).toBe('desk@harbor.example');
    expect(mail.text).toContain('Harbor "Front" Desk\n12 Pier Way, Seattle');
    expect(mail.text).not.toContain('The Repute team');
    expect(mail.html).toContain(
      'src="https://app.example/api/public/review_requests/abc/open.gif" width="1" height="1"',
    );
  });

  it("wears a white-label account's colours, logo and support address", async () => {
    const mail = await renderMail(
      {
        to: 'a@example.com',
        subject: 'S',
        heading: 'H',
        blocks: [{ button: { label: 'Go', url: 'https://x.example' } }],
      },
      PARTNER,
    );
    expect(mail.html).toContain('#123456');
    expect(mail.html).toContain('#ab0000');
    expect(mail.html).toContain('https://partner.example/logo.png');
    expect(mail.html).not.toContain('Repute');
    expect(mail.text).toContain('Questions? Write to help@partner.example.');
  });

  it('ignores a colour that is not one, so it cannot break out of the template', async () => {
    const mail = await renderMail(
      { to: 'a@example.com', subject: 'S', heading: 'H', blocks: [] },
      { ...PARTNER, colors: { ...PARTNER.colors, header: '"><script>' }, logoUrl: 'javascript:alert(1)' },
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('javascript:');
  });

  it('gives an unsolicited message a footer link and the one-click unsubscribe headers of RFC 8058', async () => {
    const mail = await renderMail(
      {
        to: 'a@example.com',
        subject: 'S',
        heading: 'H',
        blocks: [],
        unsubscribe: {
          pageUrl: 'https://r.example/unsubscribe/alerts/1?token=t',
          oneClickUrl: 'https://r.example/api/x',
        },
      },
      REPUTE,
    );
    expect(mail.text).toContain('Unsubscribe: https://r.example/unsubscribe/alerts/1?token=t');
    expect(mail.html).toContain('href="https://r.example/unsubscribe/alerts/1?token=t"');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://r.example/api/x>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
