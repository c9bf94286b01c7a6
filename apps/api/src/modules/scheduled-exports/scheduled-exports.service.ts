import {
  filtersForType,
  nextRunAt,
  pageWindow,
  SCHEDULED_EXPORT_MESSAGES,
  SCHEDULED_EXPORT_TYPE_NAMES,
  type ScheduledExport,
  type ScheduledExportCreate,
  type ScheduledExportPatch,
  type ScheduledExportsQuery,
  sortTermsOf,
  USER_TYPE_ID,
  type User,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import type { AccountsService } from '../accounts';
import type { Reach, ScheduledExportRow, ScheduledExportsRepo, ScheduledExportValues } from './scheduled-exports.repo';

/** The account's active users among these ids and addresses (the users module's answer). */
export type AccountMembers = (accountId: number, wanted: { ids?: number[]; emails?: string[] }) => Promise<User[]>;

export type ScheduledExportsDeps = {
  repo: ScheduledExportsRepo;
  accounts: Pick<AccountsService, 'settingOn' | 'timeZoneOf'>;
  members: AccountMembers;
  /** The clock the next run is counted from. */
  now?: () => Date;
};

const NOT_FOUND = 'Scheduled export not found';
const FEATURE_OFF = 'Scheduled exports are not enabled for this account';

export function toScheduledExport(row: ScheduledExportRow, recipients: readonly User[]): ScheduledExport {
  const emailOf = new Map(recipients.map((user) => [user.id, user.email]));
  return {
    id: row.id,
    account_id: row.accountId,
    display_name: row.displayName,
    date_range_legend: row.dateRangeLegend,
    filters: row.filters,
    recipient_user_ids: row.recipientUserIds,
    recipient_emails: row.recipientUserIds.flatMap((id) => emailOf.get(id) ?? []),
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

  /** Spec 000 §5: recipients must be existing account users; every id and address must name one. */
  async function recipientIds(accountId: number, ids: number[], emails: string[]): Promise<number[]> {
    const found = await members(accountId, { ids, emails });
    const foundEmails = new Set(found.map((user) => user.email.toLowerCase()));
    const missing =
      ids.some((id) => !found.some((user) => user.id === id)) ||
      emails.some((email) => !foundEmails.has(email.toLowerCase()));
    if (missing) {
      throw badRequest(SCHEDULED_EXPORT_MESSAGES.notAUser, {
        recipient_user_ids: [SCHEDULED_EXPORT_MESSAGES.notAUser],
      });
    }
    return [...new Set(found.map((user) => user.id))];
  }

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
    const recipients = await members(first.accountId, { ids });
    return rows.map((row) => toScheduledExport(row, recipients));
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
      const row = await repo.insert(
        { accountId: reach.accountId, userId: caller.userId },
        {
          ...schedule,
          exportType: input.export_type,
          displayName: SCHEDULED_EXPORT_TYPE_NAMES[input.export_type],
          dateRangeLegend: input.date_range_legend,
          filters: filtersForType(input.filters, input.export_type),
          recipientUserIds: await recipientIds(reach.accountId, input.recipient_user_ids, input.recipient_emails),
          emailSubject: input.email_subject,
          emailBody: input.email_body,
          resourceId: input.resource_id ?? null,
          nextRunAt: await nextRunOf(reach.accountId, schedule),
        },
      );
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
      const row = await repo.update(reach, id, {
        ...schedule,
        exportType,
        displayName: SCHEDULED_EXPORT_TYPE_NAMES[exportType],
        dateRangeLegend: input.date_range_legend,
        filters: filtersForType(input.filters ?? existing.filters, exportType),
        recipientUserIds: recipientsSent
          ? await recipientIds(reach.accountId, input.recipient_user_ids ?? [], input.recipient_emails ?? [])
          : undefined,
        emailSubject: input.email_subject,
        emailBody: input.email_body,
        resourceId: input.resource_id,
        nextRunAt: scheduleChanged ? await nextRunOf(reach.accountId, schedule) : undefined,
      });
      if (!row) throw notFound(NOT_FOUND);
      return presentOne(row);
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
