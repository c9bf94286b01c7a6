import type { Brand } from '../../platform/mail/templates';
import type { MailMessage } from '../../platform/mail/transport';

/** send_email: the link to the finished export (the web app's /file-downloads/{fileId} signs the user in first). */
export function exportReadyMail(to: string, fileName: string, link: string, days: number, brand: Brand): MailMessage {
  const support = brand.supportEmail ? `\nQuestions? Write to ${brand.supportEmail}.` : '';
  return {
    to,
    subject: `Your ${brand.productName} export is ready`,
    text: `Your export ${fileName} is ready.\n\nDownload it here (the link works for ${days} days):\n${link}\n\n— The ${brand.productName} team${support}`,
  };
}
