import type { Brand } from '../../platform/mail/brand';
import { renderMail } from '../../platform/mail/render';
import type { MailMessage } from '../../platform/mail/transport';

/**
 * send_email: the link to the finished export (the web app's /file-downloads/{fileId} signs the user in first),
 * wearing the account's mark and, for a white-label account, its partner's look, name and support address.
 */
export function exportReadyMail(
  to: string,
  fileName: string,
  link: string,
  days: number,
  brand: Brand,
): Promise<MailMessage> {
  return renderMail(
    {
      to,
      subject: `Your ${brand.productName} export is ready`,
      heading: 'Your export is ready',
      blocks: [
        { paragraph: `Your export ${fileName} is ready.` },
        { button: { label: `Download it here (the link works for ${days} days)`, url: link } },
      ],
    },
    brand,
  );
}
