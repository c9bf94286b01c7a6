import {
  fillFeedbackPlaceholder,
  hasFeedbackPlaceholder,
  SCORE_OPTIONS,
  SELECTOR_TEXT,
  selectorTypeOf,
} from '@repute/domain';
import type { Brand } from '../../platform/mail/brand';
import { type MailBlock, renderMail, type Unsubscribe } from '../../platform/mail/render';
import type { CampaignRow } from './review-requests.repo';

export type RequestLinks = {
  landingUrl: string;
  pixelUrl: string;
  unsubscribe: Unsubscribe;
  /** The campaign's header image as an absolute address, when it uses one. */
  headerImageUrl?: string | undefined;
};

/**
 * The question answered in the e-mail (decision 0117): one link per answer of the campaign's scale, each opening the
 * landing page with that answer chosen; the page's Send records it, so a mail scanner's visit records nothing.
 */
function scoreLinks(selectorType: string, landingUrl: string): MailBlock {
  return {
    choices: SCORE_OPTIONS[selectorTypeOf(selectorType)].map((option) => ({
      label: option.label,
      url: `${landingUrl}?score=${option.value}`,
    })),
  };
}

/**
 * The campaign's words as paragraphs, the feedback placeholder filled (spec 000 §4) and answerable where it stands;
 * words without one get the question after them.
 */
function contentBlocks(content: string, selectorType: string, landingUrl: string): MailBlock[] {
  const blocks: MailBlock[] = [];
  for (const paragraph of content.split(/\n{2,}/)) {
    blocks.push({ paragraph: fillFeedbackPlaceholder(paragraph, selectorType) });
    if (hasFeedbackPlaceholder(paragraph)) blocks.push(scoreLinks(selectorType, landingUrl));
  }
  if (hasFeedbackPlaceholder(content)) return blocks;
  return [...blocks, { paragraph: SELECTOR_TEXT[selectorTypeOf(selectorType)] }, scoreLinks(selectorType, landingUrl)];
}

/**
 * A review request e-mail: from the business (the sender name, else the location's), the account's mark at its top,
 * the campaign's words with the question answerable in the e-mail, one button to the landing page, the business's
 * name and postal address, and the one-click unsubscribe. A reminder says so in its subject.
 */
export function requestMail(
  to: string,
  campaign: Pick<CampaignRow, 'subject' | 'content' | 'headerText' | 'senderName' | 'senderEmail' | 'selectorType'>,
  business: { name: string; postalAddress: string },
  links: RequestLinks,
  { brand, reminder }: { brand: Brand; reminder: boolean },
) {
  const fill = (text: string) => fillFeedbackPlaceholder(text, campaign.selectorType);
  const subject = fill(campaign.subject) || `How was your visit to ${business.name}?`;
  return renderMail(
    {
      to,
      subject: reminder ? `Reminder: ${subject}` : subject,
      heading: fill(campaign.headerText) || business.name,
      ...(links.headerImageUrl ? { headerImage: { url: links.headerImageUrl, alt: business.name } } : {}),
      blocks: [
        ...contentBlocks(campaign.content, campaign.selectorType, links.landingUrl),
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
