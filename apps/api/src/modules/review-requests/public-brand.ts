import type { PublicFace } from '@repute/domain';
import { REPUTE_COLORS, safeColor, safeImageUrl } from '../../platform/mail/brand';
import type { Branding } from '../accounts';

/** An image a page may show as the logo: an http(s) address, or an image inlined as a data: address. */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/;
const safeLogo = (value: string | null) => (value && DATA_IMAGE.test(value) ? value : safeImageUrl(value));

export type PublicFaceOf = (accountId: number) => Promise<PublicFace>;

/**
 * Who an account's public pages speak as: the business's name (decision 0117), and its look (decision 0093): null
 * (Repute's own) unless the account, or its partner, has white-label settings; then their logo and colours, checked
 * as the e-mails check them (a colour that is not one could break out of a style; a logo that is neither an http(s)
 * address nor an inlined image is left out).
 */
export function createPublicFaceOf(brandingOf: (accountId: number) => Promise<Branding>): PublicFaceOf {
  return async (accountId) => {
    const { accountName, whitelabel } = await brandingOf(accountId);
    if (!whitelabel) return { business_name: accountName, brand: null };
    const { settings } = whitelabel;
    return {
      business_name: accountName,
      brand: {
        logo_url: safeLogo(settings.logo_left),
        background_color: safeColor(settings.navigation_background_color, REPUTE_COLORS.header),
        text_color: safeColor(settings.main_text_color, REPUTE_COLORS.headerText),
        accent_color: safeColor(settings.active_text_color, REPUTE_COLORS.accent),
      },
    };
  };
}
