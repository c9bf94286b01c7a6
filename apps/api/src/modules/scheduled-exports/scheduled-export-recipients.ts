import {
  type AccountSettingCode,
  SCHEDULED_EXPORT_MAX_OUTSIDE_RECIPIENTS,
  SCHEDULED_EXPORT_MESSAGES,
  type User,
} from '@repute/domain';
import { badRequest } from '../../platform/errors';

/** The account's active users among these ids and addresses (the users module's answer). */
export type AccountMembers = (accountId: number, wanted: { ids?: number[]; emails?: string[] }) => Promise<User[]>;

/** The account's switch for recipients outside it (decision 0129). */
export const OUTSIDE_RECIPIENTS_SETTING: AccountSettingCode = 'scheduled_export_outside_recipients';

export type Recipients = { userIds: number[]; outsideEmails: string[] };

/**
 * Whom an export goes to, from the ids and addresses a client sent. Spec 000 §5: recipients are the account's
 * users, and every id must name one. Decision 0129: an address that is no active user's is a recipient outside
 * the account, which the account must allow (else 400, as before), up to a limit; they are kept in lower case.
 */
export async function resolveRecipients(
  deps: { members: AccountMembers; outsideAllowed: (accountId: number) => Promise<boolean> },
  accountId: number,
  ids: number[],
  emails: string[],
): Promise<Recipients> {
  const found = await deps.members(accountId, { ids, emails });
  if (ids.some((id) => !found.some((user) => user.id === id))) {
    throw badRequest(SCHEDULED_EXPORT_MESSAGES.notAUser, { recipient_user_ids: [SCHEDULED_EXPORT_MESSAGES.notAUser] });
  }
  const userEmails = new Set(found.map((user) => user.email.toLowerCase()));
  const outsideEmails = [...new Set(emails.map((email) => email.toLowerCase()))].filter(
    (email) => !userEmails.has(email),
  );
  if (outsideEmails.length > 0 && !(await deps.outsideAllowed(accountId))) {
    throw badRequest(SCHEDULED_EXPORT_MESSAGES.notAUser, { recipient_emails: [SCHEDULED_EXPORT_MESSAGES.notAUser] });
  }
  if (outsideEmails.length > SCHEDULED_EXPORT_MAX_OUTSIDE_RECIPIENTS) {
    throw badRequest(SCHEDULED_EXPORT_MESSAGES.tooManyOutside, {
      recipient_emails: [SCHEDULED_EXPORT_MESSAGES.tooManyOutside],
    });
  }
  return { userIds: [...new Set(found.map((user) => user.id))], outsideEmails };
}
