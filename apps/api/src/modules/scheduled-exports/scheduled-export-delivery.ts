import {
  can,
  type DateRange,
  dateRangeLabel,
  exportFileName,
  isUserTypeId,
  nextRunAt,
  permissionsFor,
  resolveDateRangeLegend,
  scheduledExportReportLink,
  todayIn,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import type { Mailer } from '../../platform/mail/mail.jobs';
import type { MailMessage } from '../../platform/mail/transport';
import type { AccountsService } from '../accounts';
import {
  boundedCollector,
  csvFiltersOf,
  exportResourceOf,
  READ_RESOURCE_OF,
  type WriteCsv,
} from './scheduled-export-csv';
import type { ScheduledExportRow, ScheduledExportsRepo } from './scheduled-exports.repo';
import { type AccountMembers, toScheduledExport } from './scheduled-exports.service';

/**
 * Decision 0033: a CSV up to 5 MB travels as an attachment (about 6.7 MB once base64-encoded, under the 10 MB
 * most mail servers accept); a larger one is linked: the e-mail leads to the report with the export's settings,
 * where the recipient downloads it signed in.
 */
export const ATTACHMENT_LIMIT_BYTES = 5 * 1024 * 1024;
/** A sending claimed longer ago than this without being finished belongs to a worker that died: take it over. */
export const STALE_CLAIM_MS = 15 * 60_000;
/** Exports claimed by one sweep; the next minute's sweep takes the rest. */
const SWEEP_BATCH = 100;

export type DeliveryDeps = {
  repo: ScheduledExportsRepo;
  accounts: Pick<AccountsService, 'timeZoneOf'>;
  members: AccountMembers;
  callerOfUser: (userId: number) => Promise<Caller | undefined>;
  writeCsv: WriteCsv;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  attachmentLimitBytes?: number;
  now?: () => Date;
  onError?: (error: unknown, exportId: number) => void;
};

function scheduleOf(row: ScheduledExportRow) {
  return {
    email_frequency: row.emailFrequency,
    scheduled_time: row.scheduledTime,
    scheduled_day: row.scheduledDay,
    scheduled_day_of_month: row.scheduledDayOfMonth,
  };
}

function messageText(row: ScheduledExportRow, range: DateRange, rows: number, attached: boolean, link: string) {
  const about = `${row.displayName}, ${dateRangeLabel(range)}: ${rows} ${rows === 1 ? 'row' : 'rows'}.`;
  const where = attached ? 'The CSV file is attached.' : `The file is too large to attach. Download it here:\n${link}`;
  return `${row.emailBody ? `${row.emailBody}\n\n` : ''}${about}\n${where}`;
}

export function createScheduledExportDelivery({
  repo,
  accounts,
  members,
  callerOfUser,
  writeCsv,
  mailer,
  publicUrl,
  attachmentLimitBytes = ATTACHMENT_LIMIT_BYTES,
  now = () => new Date(),
  onError = () => {},
}: DeliveryDeps) {
  /**
   * Builds the CSV as the export's owner (never more than they may read) and mails it to each recipient who may
   * read that kind of data. Answers whether anything was sent.
   */
  async function send(row: ScheduledExportRow, runAt: Date): Promise<boolean> {
    const resource = exportResourceOf(row.exportType);
    const owner = await callerOfUser(row.createdByUserId);
    if (!resource || !owner) return false;
    const recipients = (await members(row.accountId, { ids: row.recipientUserIds })).filter(
      (user) =>
        isUserTypeId(user.user_type_id) &&
        can(permissionsFor(user.user_type_id), READ_RESOURCE_OF[row.exportType], 'read'),
    );
    if (recipients.length === 0) return false;
    const today = todayIn(await accounts.timeZoneOf(row.accountId), runAt);
    const range = resolveDateRangeLegend(row.dateRangeLegend, today);
    const collector = boundedCollector(attachmentLimitBytes);
    const { rows } = await writeCsv(owner, { resource, filters: csvFiltersOf(row.filters, range) }, collector.stream);
    const csv = collector.contents();
    const link = `${publicUrl}${scheduledExportReportLink(toScheduledExport(row, recipients))}`;
    const message: Omit<MailMessage, 'to'> = {
      subject: row.emailSubject,
      text: messageText(row, range, rows, csv !== undefined, link),
      attachments: csv
        ? [
            {
              filename: exportFileName(today),
              contentType: 'text/csv',
              content: csv.toString('base64'),
              encoding: 'base64',
            },
          ]
        : undefined,
    };
    for (const recipient of recipients) await mailer.send({ ...message, to: recipient.email });
    return true;
  }

  return {
    /**
     * The worker's sweep: every export due at `now` (next_run_at not after it) is claimed atomically, moved to its
     * next run, and sent once, however late. Answers how many were sent.
     */
    async deliverDue(): Promise<{ sent: number }> {
      const at = now();
      const staleBefore = new Date(at.getTime() - STALE_CLAIM_MS);
      let sent = 0;
      for (const { id, accountId } of await repo.dueIds(at, staleBefore, SWEEP_BATCH)) {
        const timeZone = await accounts.timeZoneOf(accountId);
        const claimed = await repo.claim(id, at, staleBefore, (row) => nextRunAt(scheduleOf(row), timeZone, at));
        const runAt = claimed?.pendingRunAt;
        if (!claimed || !runAt) continue;
        try {
          if (await send(claimed, runAt)) {
            await repo.markSent(id, runAt, now());
            sent += 1;
          } else {
            await repo.release(id, runAt);
          }
        } catch (error) {
          // The run is given up, not retried every minute: the export waits for its next time.
          await repo.release(id, runAt);
          onError(error, id);
        }
      }
      return { sent };
    },
  };
}

export type ScheduledExportDelivery = ReturnType<typeof createScheduledExportDelivery>;
