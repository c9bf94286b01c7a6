import type { BillingRepo } from './billing.repo';

export const NO_SMS_CREDITS_MESSAGE = 'No SMS credits left: buy more on the Billing page to send text messages.';

/**
 * SMS credits as review requests spend them (decision 0152): one credit a message, whatever its length, as the
 * billing page says. With billing off there is no accounting at all: every message may go.
 */
export function createSmsCredits({ repo, billingOn }: { repo: BillingRepo; billingOn: boolean }) {
  return {
    /** Whether the account has a credit left (asked before a campaign of texts is sent). */
    async hasCredit(accountId: number) {
      if (!billingOn) return true;
      return ((await repo.billingOf(accountId))?.smsCredits ?? 0) > 0;
    },
    /** Takes one credit for a message about to go; false, and nothing taken, when none is left. */
    spend: (accountId: number) => (billingOn ? repo.spendSmsCredit(accountId) : Promise.resolve(true)),
    /** Gives back the credit of a message the provider did not take. */
    async refund(accountId: number) {
      if (billingOn) await repo.addSmsCredits(accountId, 1);
    },
  };
}

export type SmsCredits = ReturnType<typeof createSmsCredits>;
