import type { PublicBrand, Whitelabel } from '@repute/domain';
import { REPUTE_COLORS, safeColor, safeImageUrl } from '../../platform/mail/brand';

/** An image a page may show as the logo: an http(s) address, or an image inlined as a data: address. */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/;
const safeLogo = (value: string | null) => (value && DATA_IMAGE.test(value) ? value : safeImageUrl(value));

export type PublicBrandOf = (accountId: number) => Promise<PublicBrand>;

/**
 * The look of an account's public ask pages (decision 0093): null (Repute's own) unless the account, or its partner,
 * has white-label settings; then their logo and colours, checked as the e-mails check them (a colour that is not
 * one could break out of a style; a logo that is neither an http(s) address nor an inlined image is left out).
 */
export function createPublicBrandOf(
  whitelabelOf: (accountId: number) => Promise<Whitelabel | undefined>,
): PublicBrandOf {
  return async (accountId) => {
    const whitelabel = await whitelabelOf(accountId);
    if (!whitelabel) return null;
    return {
      logo_url: safeLogo(whitelabel.logo_left),
      background_color: safeColor(whitelabel.navigation_background_color, REPUTE_COLORS.header),
      text_color: safeColor(whitelabel.main_text_color, REPUTE_COLORS.headerText),
      accent_color: safeColor(whitelabel.active_text_color, REPUTE_COLORS.accent),
    };
  };
}
