import { z } from 'zod';

/**
 * Who a public ask page (review landing page, microsurvey, kiosk) is dressed as (decision 0093): null for Repute's
 * own look, or the account's white-label settings (its partner's logo and colours), with no Repute mark at all.
 * White-label settings hold no name (spec 000 §3), so the pages name only the business.
 */
export const publicBrandSchema = z
  .object({
    logo_url: z.string().nullable(),
    background_color: z.string(),
    text_color: z.string(),
    accent_color: z.string(),
  })
  .nullable();
export type PublicBrand = z.infer<typeof publicBrandSchema>;

/**
 * Who a public page speaks as (decision 0117): the business (the account's name, shown as its mark where a
 * white-label account shows its logo) and the look it wears.
 */
export const publicFaceShape = { business_name: z.string(), brand: publicBrandSchema };
export type PublicFace = { business_name: string; brand: PublicBrand };
