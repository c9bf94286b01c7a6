import {
  filtersForType,
  nextRunAt,
  pageWindow,
  SCHEDULED_EXPORT_TYPE_NAMES,
  type ScheduledExport,
  type ScheduledExportCreate,
  type ScheduledExportPatch,
  type ScheduledExportSettings,
  type ScheduledExportsQuery,
  sortTermsOf,
  USER_TYPE_ID,
  type User,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import type { UnitOfWork } from '../../platform/db/unit-of-work';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import type { AccountsService } from '../accounts';
import {
  type AccountMembers,
  OUTSIDE_RECIPIENTS_SETTING,
  type Recipients,
  resolveRecipients,
} from './scheduled-export-recipients';
import type { Reach, ScheduledExportRow, ScheduledExportsRepo, ScheduledExportValues } from './scheduled-exports.repo';

export type ScheduledExportsDeps = {
  repo: ScheduledExportsRepo;
  accounts: Pick<AccountsService, 'settingOn' | 'setSettingOn' | 'timeZoneOf'>;
  members: AccountMembers;
  /** An export and its outside addresses are written together. */
  unitOfWork: UnitOfWork;
  /** The clock the next run is counted from. */
  now?: () => Date;
};

const NOT_FOUND = 'Scheduled export not found';
const FEATURE_OFF = 'Scheduled exports are not enabled for this account';

/** An export as the API answers it, with its users (by their addresses) and its addresses outside the account. */
export function toScheduledExport(
  row: ScheduledExportRow,
  recipients: readonly User[],
  outsideEmails: readonly string[] = [],
): ScheduledExport {
  const emailOf = new Map(recipients.map((user) => [user.id, user.email]));
  return {
    id: row.id,
    account_id: row.accountId,
    display_name: row.displayName,
    date_range_legend: row.dateRangeLegend,
    filters: row.filters,
    recipient_user_ids: row.recipientUserIds,
    recipient_emails: [...row.recipientUserIds.flatMap((id) => emailOf.get(id) ?? []), ...outsideEmails],
    outside_recipient_emails: [...outsideEmails],
    email_frequency: row.emailFrequency,
    email_subject: row.emailSubject,
    email_body: row.emailBody,
    scheduled_time: row.scheduledTime,
    scheduled_day: row.scheduledDay,
    scheduled_day_of_month: row.scheduledDayOfMonth,
    export_type: row.exportType,
    resource_id: row.resourceId,
    last_sent_at: row.lastSentAt?.toISOString() ?? null,
    next_run_at: row.nextRunAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    created_by_user_id: row.createdByUserId,
  };
}

/** Spec 000 §6: non-admin users see and change only their own scheduled exports; admins all of the account's. */
function reachOf(caller: Caller, accountId: number): Reach {
  return caller.userTypeId === USER_TYPE_ID.admin ? { accountId } : { accountId, ownerId: caller.userId };
}

type Schedule = Pick<
  ScheduledExportValues,
  'emailFrequency' | 'scheduledTime' | 'scheduledDay' | 'scheduledDayOfMonth'
>;

export function createScheduledExportsService({
  repo,
  accounts,
  members,
  unitOfWork,
  now = () => new Date(),
}: ScheduledExportsDeps) {
  /**
   * The account in scope and what the caller reaches of it. The gate is the viewed account's (maybe a child's),
   * which the route table cannot read (decision 0119); the permission is the route's.
   */
  async function reachable(caller: Caller, requestedAccountId?: number) {
    const accountId = await accountInScope(caller, requestedAccountId);
    if (!(await accounts.settingOn(accountId, 'scheduled_exports'))) throw forbidden(FEATURE_OFF);
    return reachOf(caller, accountId);
  }

  async function findReached(reach: Reach, id: number) {
    const row = await repo.find(reach, id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  const recipientsOf = (accountId: number, ids: number[], emails: string[]) =>
    resolveRecipients(
      { members, outsideAllowed: (id) => accounts.settingOn(id, OUTSIDE_RECIPIENTS_SETTING) },
      accountId,
      ids,
      emails,
    );

  async function nextRunOf(accountId: number, schedule: Schedule): Promise<Date> {
    const timeZone = await accounts.timeZoneOf(accountId);
    return nextRunAt(
      {
        email_frequency: schedule.emailFrequency,
        scheduled_time: schedule.scheduledTime,
        scheduled_day: schedule.scheduledDay,
        scheduled_day_of_month: schedule.scheduledDayOfMonth,
      },
      timeZone,
      now(),
    );
  }

  async function present(rows: ScheduledExportRow[]): Promise<ScheduledExport[]> {
    const [first] = rows;
    if (!first) return [];
    const ids = [...new Set(rows.flatMap((row) => row.recipientUserIds))];
    const [recipients, outside] = await Promise.all([
      members(first.accountId, { ids }),
      repo.outsideRecipients(
        first.accountId,
        rows.map((row) => row.id),
      ),
    ]);
    return rows.map((row) =>
      toScheduledExport(
        row,
        recipients,
        outside.filter((recipient) => recipient.scheduledExportId === row.id).map((recipient) => recipient.email),
      ),
    );
  }

  const presentOne = async (row: ScheduledExportRow) => (await present([row]))[0] as ScheduledExport;

  return {
    async list(caller: Caller, query: ScheduledExportsQuery) {
      const reach = await reachable(caller, query.account_id);
      const { rows, total } = await repo.list(
        reach,
        { exportTypes: query.export_type, createdByUserId: query.created_by_user_id },
        sortTermsOf(query),
        pageWindow(query),
      );
      return { rows: await present(rows), total };
    },

    async get(caller: Caller, id: number) {
      const reach = await reachable(caller);
      return presentOne(await findReached(reach, id));
    },

    async create(caller: Caller, input: ScheduledExportCreate) {
      const reach = await reachable(caller, input.account_id);
      const schedule: Schedule = {
        emailFrequency: input.email_frequency,
        scheduledTime: input.scheduled_time,
        scheduledDay: input.scheduled_day,
        scheduledDayOfMonth: input.scheduled_day_of_month,
      };
      const recipients = await recipientsOf(reach.accountId, input.recipient_user_ids, input.recipient_emails);
      const values: ScheduledExportValues = {
        ...schedule,
        exportType: input.export_type,
        displayName: SCHEDULED_EXPORT_TYPE_NAMES[input.export_type],
        dateRangeLegend: input.date_range_legend,
        filters: filtersForType(input.filters, input.export_type),
        recipientUserIds: recipients.userIds,
        emailSubject: input.email_subject,
        emailBody: input.email_body,
        resourceId: input.resource_id ?? null,
        nextRunAt: await nextRunOf(reach.accountId, schedule),
      };
      const row = await unitOfWork(async () => {
        const inserted = await repo.insert({ accountId: reach.accountId, userId: caller.userId }, values);
        await repo.setOutsideRecipients(reach.accountId, inserted.id, recipients.outsideEmails);
        return inserted;
      });
      return presentOne(row);
    },

    /** Any of the fields; a new schedule moves the next run, new recipients are checked like new ones. */
    async patch(caller: Caller, id: number, input: ScheduledExportPatch) {
      if (input.id !== undefined && input.id !== id) throw badRequest('The id in the body is not the id in the path');
      const reach = await reachable(caller, input.account_id);
      const existing = await findReached(reach, id);
      const exportType = input.export_type ?? existing.exportType;
      const schedule: Schedule = {
        emailFrequency: input.email_frequency ?? existing.emailFrequency,
        scheduledTime: input.scheduled_time ?? existing.scheduledTime,
        scheduledDay: input.scheduled_day ?? existing.scheduledDay,
        scheduledDayOfMonth: input.scheduled_day_of_month ?? existing.scheduledDayOfMonth,
      };
      const scheduleChanged = (Object.keys(schedule) as (keyof Schedule)[]).some(
        (key) => schedule[key] !== existing[key],
      );
      const recipientsSent = input.recipient_user_ids !== undefined || input.recipient_emails !== undefined;
      const recipients: Recipients | undefined = recipientsSent
        ? await recipientsOf(reach.accountId, input.recipient_user_ids ?? [], input.recipient_emails ?? [])
        : undefined;
      const values: Partial<ScheduledExportValues> = {
        ...schedule,
        exportType,
        displayName: SCHEDULED_EXPORT_TYPE_NAMES[exportType],
        dateRangeLegend: input.date_range_legend,
        filters: filtersForType(input.filters ?? existing.filters, exportType),
        recipientUserIds: recipients?.userIds,
        emailSubject: input.email_subject,
        emailBody: input.email_body,
        resourceId: input.resource_id,
        nextRunAt: scheduleChanged ? await nextRunOf(reach.accountId, schedule) : undefined,
      };
      const row = await unitOfWork(async () => {
        const updated = await repo.update(reach, id, values);
        if (updated && recipients) await repo.setOutsideRecipients(reach.accountId, id, recipients.outsideEmails);
        return updated;
      });
      if (!row) throw notFound(NOT_FOUND);
      return presentOne(row);
    },

    /**
     * Decision 0129: whether the account's exports may go to addresses outside it (an admin's choice, the route
     * says). Off, the addresses stay on their exports but are sent nothing, and their links no longer download.
     */
    async setOutsideRecipientsAllowed(caller: Caller, input: ScheduledExportSettings) {
      const { accountId } = await reachable(caller, input.account_id);
      await accounts.setSettingOn(accountId, OUTSIDE_RECIPIENTS_SETTING, input.outside_recipients);
      return { outside_recipients: input.outside_recipients };
    },

    async remove(caller: Caller, id: number) {
      const reach = await reachable(caller);
      const row = await repo.remove(reach, id);
      if (!row) throw notFound(NOT_FOUND);
      return presentOne(row);
    },
  };
}

export type ScheduledExportsService = ReturnType<typeof createScheduledExportsService>;
