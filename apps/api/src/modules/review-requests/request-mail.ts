import { fillFeedbackPlaceholder } from '@repute/domain';
import type { Brand } from '../../platform/mail/brand';
import { renderMail, type Unsubscribe } from '../../platform/mail/render';
import type { CampaignRow } from './review-requests.repo';

export type RequestLinks = {
  landingUrl: string;
  pixelUrl: string;
  unsubscribe: Unsubscribe;
  /** The campaign's header image as an absolute address, when it uses one. */
  headerImageUrl?: string | undefined;
};

/**
 * A review request e-mail: the campaign's words (its feedback placeholder filled), one button to the landing page,
 * the business's name and postal address, and the one-click unsubscribe. A reminder says so in its subject.
 */
export function requestMail(
  to: string,
  campaign: Pick<CampaignRow, 'subject' | 'content' | 'headerText' | 'senderName' | 'senderEmail' | 'selectorType'>,
  business: { name: string; postalAddress: string },
  links: RequestLinks,
  { brand, reminder }: { brand: Brand; reminder: boolean },
) {
  const subject = campaign.subject || `How was your visit to ${business.name}?`;
  return renderMail(
    {
      to,
      subject: reminder ? `Reminder: ${subject}` : subject,
      heading: campaign.headerText || business.name,
      ...(links.headerImageUrl ? { headerImage: { url: links.headerImageUrl, alt: business.name } } : {}),
      blocks: [
        ...fillFeedbackPlaceholder(campaign.content, campaign.selectorType)
          .split(/\n{2,}/)
          .map((paragraph) => ({ paragraph })),
        { button: { label: 'Leave a review', url: links.landingUrl } },
      ],
      unsubscribe: links.unsubscribe,
      sender: {
        name: campaign.senderName || business.name,
        postalAddress: business.postalAddress,
        ...(campaign.senderEmail ? { replyTo: campaign.senderEmail } : {}),
      },
      trackingPixelUrl: links.pixelUrl,
    },
    brand,
  );
}
