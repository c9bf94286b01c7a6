import type { AccountMembers } from './scheduled-export-recipients';
import type { ScheduledExportRow, ScheduledExportsRepo } from './scheduled-exports.repo';

type Subscriber = {
  row: ScheduledExportRow;
  subscribed: boolean;
  /** A user of the account (who may sign in), not an address outside it. */
  member: boolean;
  set: (subscribed: boolean) => Promise<void>;
};

/**
 * The scheduled exports list of the public unsubscribe pages (decision 0045): the export (named by its subject, what
 * its recipient sees in the inbox) by the id its signed link names (the unsubscribe module checked the signature)
 * and the recipient by the link's address: one of its users, or one of its addresses outside the account (decision
 * 0129). An address that is neither finds nothing, so a link never reaches another recipient's choice.
 */
export function createScheduledExportSubscriptions(repo: ScheduledExportsRepo, members: AccountMembers) {
  async function find(id: number, email: string): Promise<Subscriber | undefined> {
    const row = await repo.byId(id);
    if (!row) return undefined;
    const recipients = await members(row.accountId, { ids: row.recipientUserIds });
    const user = recipients.find((candidate) => candidate.email.toLowerCase() === email.toLowerCase());
    if (user) {
      return {
        row,
        subscribed: !row.unsubscribedUserIds.includes(user.id),
        member: true,
        set: (subscribed) => repo.setUnsubscribed(id, user.id, !subscribed),
      };
    }
    const outside = await repo.outsideRecipientOf(id, email);
    return (
      outside && {
        row,
        subscribed: outside.unsubscribedAt === null,
        member: false,
        set: (subscribed) => repo.setOutsideUnsubscribed(outside.id, !subscribed),
      }
    );
  }
  return {
    async describe(id: number, email: string) {
      const found = await find(id, email);
      return (
        found && {
          accountId: found.row.accountId,
          description: `"${found.row.emailSubject}" scheduled export`,
          subscribed: found.subscribed,
          signs_in: found.member,
        }
      );
    },
    async setSubscribed(id: number, email: string, subscribed: boolean) {
      const found = await find(id, email);
      if (!found) return false;
      await found.set(subscribed);
      return true;
    },
  };
}
