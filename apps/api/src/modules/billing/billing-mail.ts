import { renderMail } from '../../platform/mail/render';
import type { Brand } from '../../platform/mail/templates';

/** Dunning (decision 0134): a renewal failed; the provider retries, and the account stops if it keeps failing. */
export function paymentFailedMail(to: string, attempt: number, billingUrl: string, brand: Brand) {
  return renderMail(
    {
      to,
      subject: `Your ${brand.productName} payment failed`,
      heading: 'We could not renew your subscription',
      blocks: [
        {
          paragraph:
            `Your card was declined for this period's invoice (attempt ${attempt}). We will try again over the next ` +
            'days; if no payment succeeds, the account is suspended until it is paid.',
        },
        { button: { label: 'Update your payment method', url: billingUrl } },
      ],
    },
    brand,
  );
}
