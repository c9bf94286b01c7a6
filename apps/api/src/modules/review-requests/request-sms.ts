import { fillFeedbackPlaceholder } from '@repute/domain';
import type { CampaignRow } from './review-requests.repo';

/**
 * A review request's text message: it opens with who asks (the sender name, else the location's: a text has no
 * From name to show it), then the campaign's words with the feedback placeholder filled (spec 000 §4), the landing
 * page and the way out. A reminder says so first.
 */
export function requestSms(
  campaign: Pick<CampaignRow, 'content' | 'senderName' | 'selectorType'>,
  business: { name: string },
  landingUrl: string,
  reminder: boolean,
): string {
  const text = `${campaign.senderName || business.name}: ${fillFeedbackPlaceholder(campaign.content, campaign.selectorType)} ${landingUrl} Reply STOP to opt out.`;
  return reminder ? `Reminder: ${text}` : text;
}
