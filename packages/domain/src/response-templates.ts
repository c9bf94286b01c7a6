import { z } from 'zod';
import { listQuerySchema } from './list-query';
import { idSchema } from './whole-numbers';

/** Placeholders a response template may carry, replaced when a response is started from it. */
export const RESPONSE_PLACEHOLDERS = { reviewerName: '%REVIEWER_NAME%', locationName: '%LOCATION_NAME%' } as const;

/** Fills a template for one review; a missing reviewer name reads "there" ("Hi there"). */
export function fillResponseTemplate(content: string, values: { reviewerName: string | null; locationName: string }) {
  const firstName = values.reviewerName?.trim().split(/\s+/)[0];
  return content
    .replaceAll(RESPONSE_PLACEHOLDERS.reviewerName, firstName || 'there')
    .replaceAll(RESPONSE_PLACEHOLDERS.locationName, values.locationName);
}

export const responseTemplateSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
  content: z.string(),
  created_at: z.string(),
});
export type ResponseTemplate = z.infer<typeof responseTemplateSchema>;

export const responseTemplateBodySchema = z.object({
  account_id: idSchema.optional(),
  name: z.string().trim().min(1).max(100),
  content: z.string().trim().min(1).max(4096),
});

export const responseTemplatesQuerySchema = listQuerySchema().extend({
  account_id: idSchema.optional(),
  /** With a review, each template also comes filled in for it. */
  review_id: idSchema.optional(),
});
export type ResponseTemplatesQuery = z.infer<typeof responseTemplatesQuerySchema>;

export const filledTemplateSchema = responseTemplateSchema.extend({ filled: z.string().nullable() });
