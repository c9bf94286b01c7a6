import type { Brand } from '../../platform/mail/templates';
import type { Branding } from './accounts.service';

export const PRODUCT_BRAND: Brand = { productName: 'Repute', supportEmail: null };

/**
 * An account's e-mails carry its name as their mark (decision 0117); a white-label account's wear its partner's
 * colours and logo, are signed by the partner's name and give the partner's support address.
 */
export function createBrandFor(brandingOf: (accountId: number) => Promise<Branding>) {
  return async (accountId: number): Promise<Brand> => {
    const { accountName, whitelabel } = await brandingOf(accountId);
    if (!whitelabel) return { ...PRODUCT_BRAND, accountName };
    const { settings, partnerName } = whitelabel;
    return {
      productName: partnerName || 'your dashboard',
      accountName,
      supportEmail: settings.support_email,
      colors: {
        header: settings.navigation_background_color,
        headerText: settings.main_text_color,
        accent: settings.active_text_color,
      },
      logoUrl: settings.logo_left,
    };
  };
}
