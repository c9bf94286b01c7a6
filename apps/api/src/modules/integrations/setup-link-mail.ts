import type { Brand } from '../../platform/mail/brand';
import { renderMail } from '../../platform/mail/render';
import type { MailMessage } from '../../platform/mail/transport';

/**
 * The setup link for a child account's owner: from the partner, by name, in the child's brand (the partner's white
 * label when it has one, decision 0117).
 */
export function setupLinkMail(
  to: string,
  { partnerName, link, days }: { partnerName: string; link: string; days: number },
  brand: Brand,
): Promise<MailMessage> {
  const business = brand.accountName ?? 'your business';
  return renderMail(
    {
      to,
      subject: `${partnerName} asks you to connect ${business}'s review sites`,
      heading: 'Connect your review sites',
      blocks: [
        {
          paragraph: `${partnerName} asks you to connect Google, Facebook and Trustpilot for ${business}, so that its reviews come in and can be answered.`,
        },
        { button: { label: `Connect your review sites here (the link works for ${days} days)`, url: link } },
        { paragraph: 'You can skip a site and come back to this link later.' },
      ],
    },
    brand,
  );
}
