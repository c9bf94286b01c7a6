import { z } from 'zod';

/**
 * First-party feedback (a request's landing page, a microsurvey, a location's landing or kiosk page) is private to
 * the business unless the customer ticks this consent on the page (decision 0114). The page shows these words and
 * the server stores them, word for word, with the answer; the box is never ticked for the customer.
 */
export function publishConsentText(businessName: string): string {
  return `I agree that ${businessName} may publish my feedback, with my first name, on its website.`;
}

/** The consent box's answer as a public page sends it: absent means not ticked. */
export const publishConsentField = z.boolean().default(false);
