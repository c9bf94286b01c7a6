import { type Brand, REPUTE_COLORS, safeColor, safeImageUrl } from './brand';
import { MAIL_ADDRESS, type MailMessage } from './transport';

/**
 * One message's content as blocks: the MJML layout renders them as HTML, and the same blocks are the plain-text
 * body, so the two never tell different things.
 */
export type MailBlock =
  | { paragraph: string }
  | { button: { label: string; url: string } }
  | { items: string[] }
  | { link: string }
  /** A row of answers, each its own link (a request's question answered in the e-mail). */
  | { choices: { label: string; url: string }[] };

/**
 * An unsolicited message's way out: the page a person opens from the footer, and the address mail clients POST
 * to for one-click unsubscribe (RFC 8058).
 */
export type Unsubscribe = { pageUrl: string; oneClickUrl: string };

export type MailContent = {
  to: string;
  subject: string;
  heading: string;
  blocks: MailBlock[];
  unsubscribe?: Unsubscribe;
  attachments?: MailMessage['attachments'];
  /** Who the message is from, when not the install (a business asking its customers for a review). */
  sender?: { name: string; replyTo?: string; postalAddress: string };
  /** A picture above the heading (a campaign's header image); only an http(s) address is shown. */
  headerImage?: { url: string; alt: string };
  /** A 1×1 image whose loading records that the message was opened. */
  trackingPixelUrl?: string;
};

type Mjml2Html = typeof import('mjml');
let mjml: Promise<Mjml2Html> | undefined;
/**
 * MJML (with juice and cheerio under it) took about two CPU-seconds to load: every `repute` process paid it at
 * start, and most never send a message. It loads with the first message instead.
 */
const loadMjml = () => {
  mjml ??= import('mjml').then((module) => module.default);
  return mjml;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[char]};`);

function textOf(content: MailContent, brand: Brand): string {
  const body = content.blocks.map((block) => {
    if ('paragraph' in block) return block.paragraph;
    if ('button' in block) return `${block.button.label}:\n${block.button.url}`;
    if ('items' in block) return block.items.map((item) => `- ${item}`).join('\n');
    if ('choices' in block) return block.choices.map((choice) => `${choice.label}: ${choice.url}`).join('\n');
    return block.link;
  });
  const lines = [content.heading, ...body, footerLines(content, brand).join('\n')];
  if (content.unsubscribe) lines.push(`Unsubscribe: ${content.unsubscribe.pageUrl}`);
  return lines.join('\n\n');
}

const signatureLines = (brand: Brand) => [
  `— The ${brand.productName} team`,
  ...(brand.supportEmail ? [`Questions? Write to ${brand.supportEmail}.`] : []),
];

/** The install signs its own messages; a business's message carries its name and postal address instead. */
const footerLines = (content: MailContent, brand: Brand) =>
  content.sender ? [content.sender.name, content.sender.postalAddress].filter(Boolean) : signatureLines(brand);

function headerImageOf(content: MailContent): string {
  const url = safeImageUrl(content.headerImage?.url);
  if (!url || !content.headerImage) return '';
  return `\n        <mj-image src="${escapeHtml(url)}" alt="${escapeHtml(content.headerImage.alt)}" padding="0 0 16px" />`;
}

/** One answer as a chip: a plain link with its text, so it works in every client and is read out as it says. */
const choiceLink = (choice: { label: string; url: string }, accent: string) =>
  `<a href="${escapeHtml(choice.url)}" style="display:inline-block;min-width:24px;margin:0 4px 8px 0;padding:8px 10px;border:1px solid ${accent};border-radius:4px;color:${accent};text-align:center;text-decoration:none;font-weight:bold">${escapeHtml(choice.label)}</a>`;

function mjmlOf(content: MailContent, brand: Brand): string {
  const colors = {
    header: safeColor(brand.colors?.header, REPUTE_COLORS.header),
    headerText: safeColor(brand.colors?.headerText, REPUTE_COLORS.headerText),
    accent: safeColor(brand.colors?.accent, REPUTE_COLORS.accent),
  };
  const logo = safeImageUrl(brand.logoUrl);
  const mark = escapeHtml(brand.accountName || brand.productName);
  const header = logo
    ? `<mj-image src="${escapeHtml(logo)}" alt="${mark}" width="160px" align="left" />`
    : `<mj-text color="${colors.headerText}" font-size="20px" font-weight="bold">${mark}</mj-text>`;
  const blocks = content.blocks.map((block) => {
    if ('paragraph' in block) return `<mj-text>${escapeHtml(block.paragraph)}</mj-text>`;
    if ('button' in block)
      return `<mj-button href="${escapeHtml(block.button.url)}" background-color="${colors.accent}" align="left">${escapeHtml(block.button.label)}</mj-button>`;
    if ('items' in block)
      return `<mj-text><ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul></mj-text>`;
    if ('choices' in block)
      return `<mj-text>${block.choices.map((choice) => choiceLink(choice, colors.accent)).join(' ')}</mj-text>`;
    return `<mj-text><a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a></mj-text>`;
  });
  const footer = [
    ...footerLines(content, brand).map((line) => escapeHtml(line)),
    ...(content.unsubscribe
      ? [`<a href="${escapeHtml(content.unsubscribe.pageUrl)}" style="color:#495057">Unsubscribe</a>`]
      : []),
  ].join('<br />');
  return `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /><mj-text font-size="15px" line-height="22px" color="#212529" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f1f3f5">
    <mj-section background-color="${colors.header}">
      <mj-column>${header}</mj-column>
    </mj-section>
    <mj-section background-color="#ffffff">
      <mj-column>${headerImageOf(content)}
        <mj-text font-size="18px" font-weight="bold">${escapeHtml(content.heading)}</mj-text>
        ${blocks.join('\n        ')}
      </mj-column>
    </mj-section>${
      content.trackingPixelUrl
        ? `\n    <mj-raw><img src="${escapeHtml(content.trackingPixelUrl)}" width="1" height="1" alt="" style="display:block" /></mj-raw>`
        : ''
    }
    <mj-section>
      <mj-column><mj-text font-size="12px" color="#495057">${footer}</mj-text></mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** Renders a message's HTML (MJML) and plain-text bodies, with the unsubscribe headers of RFC 8058 when it has one. */
export async function renderMail(content: MailContent, brand: Brand): Promise<MailMessage> {
  const mjml2html = await loadMjml();
  const { html, errors } = await mjml2html(mjmlOf(content, brand), { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(`mail template: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  return {
    to: content.to,
    ...(content.sender
      ? {
          from: `"${content.sender.name.replace(/["\\\r\n]/g, '')}" <${MAIL_ADDRESS}>`,
          ...(content.sender.replyTo ? { replyTo: content.sender.replyTo } : {}),
        }
      : {}),
    subject: content.subject,
    text: textOf(content, brand),
    html,
    ...(content.attachments ? { attachments: content.attachments } : {}),
    ...(content.unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${content.unsubscribe.oneClickUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
