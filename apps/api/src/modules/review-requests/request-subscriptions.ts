import type { SubscriptionList } from '../unsubscribe';
import { contactKeyOf } from './request-sender';
import type { ReviewRequestsRepo } from './review-requests.repo';

/**
 * /unsubscribe/requests/{id}: the recipient a request went to leaves the account's requests for good (the
 * do-not-contact list every send checks), and can come back from the same link.
 */
export function createRequestSubscriptions(repo: ReviewRequestsRepo): SubscriptionList {
  async function recipientOf(id: number, email: string) {
    const row = await repo.recipientForUnsubscribe(id);
    if (!row?.recipient.email || row.recipient.email.toLowerCase() !== email.toLowerCase()) return undefined;
    return row;
  }
  return {
    async describe(id, email) {
      const row = await recipientOf(id, email);
      if (!row) return undefined;
      const contact = contactKeyOf(row.recipient);
      return {
        accountId: row.recipient.accountId,
        description: `Review requests from ${row.locationName}`,
        subscribed: !(await repo.isDoNotContact(row.recipient.accountId, [contact])),
        // A customer asked for a review has no login.
        signs_in: false,
      };
    },
    async setSubscribed(id, email, subscribed) {
      const row = await recipientOf(id, email);
      if (!row) return false;
      const contact = contactKeyOf(row.recipient);
      if (subscribed) await repo.removeDoNotContact(row.recipient.accountId, contact);
      else await repo.addDoNotContact(row.recipient.accountId, contact, 'unsubscribed');
      return true;
    },
  };
}
