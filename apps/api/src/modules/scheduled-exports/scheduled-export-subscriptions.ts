import type { ScheduledExportsRepo } from './scheduled-exports.repo';
import type { AccountMembers } from './scheduled-exports.service';

/**
 * The scheduled exports list of the public unsubscribe pages (decision 0045): the export (named by its subject, what its recipient sees in the inbox) by the id its signed link
 * names (the unsubscribe module checked the signature) and the recipient by the link's address. An address that is
 * not one of the export's recipients finds nothing, so a link never reaches another recipient's choice.
 */
export function createScheduledExportSubscriptions(repo: ScheduledExportsRepo, members: AccountMembers) {
  async function find(id: number, email: string) {
    const row = await repo.byId(id);
    if (!row) return undefined;
    const recipients = await members(row.accountId, { ids: row.recipientUserIds });
    const recipient = recipients.find((user) => user.email.toLowerCase() === email.toLowerCase());
    return recipient && { row, recipient };
  }
  return {
    async describe(id: number, email: string) {
      const found = await find(id, email);
      return (
        found && {
          accountId: found.row.accountId,
          description: `"${found.row.emailSubject}" scheduled export`,
          subscribed: !found.row.unsubscribedUserIds.includes(found.recipient.id),
        }
      );
    },
    async setSubscribed(id: number, email: string, subscribed: boolean) {
      const found = await find(id, email);
      if (!found) return false;
      await repo.setUnsubscribed(id, found.recipient.id, !subscribed);
      return true;
    },
  };
}
