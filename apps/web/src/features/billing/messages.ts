/** The billing screens' own words, where the spec gives none (decision 0134). */
export const BILLING_TEXT = {
  noPermission: 'You do not have permission to see the billing of this account.',
  noPaying: 'Only an administrator of this account can change its plan or payment method.',
  inactiveTitle: 'This account is inactive',
  inactiveAdmin: 'Choose a plan and pay to use the account again.',
  inactiveOther: 'Ask your administrator to choose a plan so the account can be used again.',
  awaitingPayment: 'Your payment is on its way: this page updates as soon as it arrives.',
  /** Spec 000 §8: pricing preview and payment errors show the server's message. */
  checkoutFailed: 'The payment could not be started',
  previewFailed: 'Error fetching pricing preview.',
  paid: 'Your plan is active.',
  smsBought: (count: string) => `${count} added to your balance.`,
  smsFailed: 'The SMS credits could not be bought',
} as const;
