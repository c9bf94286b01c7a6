import type { Brand } from '../src/platform/mail/brand';

/** A white-label partner's brand on a child account's e-mails, as the partner Summit Agency dresses them. */
export function partnerBrand(accountName: string): Brand {
  return {
    productName: 'Summit Agency',
    supportEmail: 'support@summit.example',
    accountName,
    colors: { header: '#12355b', headerText: '#d6e4f0', accent: '#f4b942' },
    logoUrl: 'https://summit.example/logo.png',
  };
}
