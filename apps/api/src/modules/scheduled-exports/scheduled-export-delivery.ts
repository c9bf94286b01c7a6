import {
  can,
  exportFileName,
  isUserTypeId,
  nextRunAt,
  permissionsFor,
  resolveDateRangeLegend,
  scheduledExportReportLink,
  todayIn,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import type { UnitOfWork } from '../../platform/db/unit-of-work';
import type { Brand } from '../../platform/mail/brand';
import type { Mailer } from '../../platform/mail/mail.jobs';
import type { UnsubscribeLinks } from '../../platform/mail/unsubscribe-links';
import type { AccountsService } from '../accounts';
import {
  boundedCollector,
  csvFiltersOf,
  exportResourceOf,
  READ_RESOURCE_OF,
  type WriteCsv,
} from './scheduled-export-csv';
import { scheduledExportMail } from './scheduled-export-mail';
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
  /** The mail jobs and the run's 'sent' record commit together (decision 0045). */
  unitOfWork: UnitOfWork;
  links: Pick<UnsubscribeLinks, 'linksFor'>;
  brandFor: (accountId: number) => Promise<Brand>;
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

export function createScheduledExportDelivery({
  repo,
  accounts,
  members,
  callerOfUser,
  writeCsv,
  mailer,
  unitOfWork,
  links,
  brandFor,
  publicUrl,
  attachmentLimitBytes = ATTACHMENT_LIMIT_BYTES,
  now = () => new Date(),
  onError = () => {},
}: DeliveryDeps) {
  /**
   * Builds the CSV as the export's owner (never more than they may read) and renders one message for each
   * recipient who may read that kind of data and has not unsubscribed. Answers no messages when there is
   * nothing to send.
   */
  async function messagesFor(row: ScheduledExportRow, runAt: Date) {
    const resource = exportResourceOf(row.exportType);
    const owner = await callerOfUser(row.createdByUserId);
    if (!resource || !owner) return [];
    const named = await members(row.accountId, { ids: row.recipientUserIds });
    const recipients = named.filter(
      (user) =>
        !row.unsubscribedUserIds.includes(user.id) &&
        isUserTypeId(user.user_type_id) &&
        can(permissionsFor(user.user_type_id), READ_RESOURCE_OF[row.exportType], 'read'),
    );
    if (recipients.length === 0) return [];
    const today = todayIn(await accounts.timeZoneOf(row.accountId), runAt);
    const range = resolveDateRangeLegend(row.dateRangeLegend, today);
    const collector = boundedCollector(attachmentLimitBytes);
    const { rows } = await writeCsv(owner, { resource, filters: csvFiltersOf(row.filters, range) }, collector.stream);
    const csv = collector.contents();
    const brand = await brandFor(row.accountId);
    const content = {
      row,
      range,
      rows,
      csv: csv && { filename: exportFileName(today), bytes: csv },
      reportUrl: `${publicUrl}${scheduledExportReportLink(toScheduledExport(row, named))}`,
    };
    return Promise.all(
      recipients.map(async (recipient) =>
        scheduledExportMail(recipient.email, content, {
          brand,
          unsubscribe: await links.linksFor('scheduled_exports', row.id, recipient.email),
        }),
      ),
    );
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
          const messages = await messagesFor(claimed, runAt);
          if (messages.length > 0) {
            // One transaction: a worker killed before it commits leaves no mail job and the run pending (taken
            // over once stale); after it, the run is recorded and its messages are the mail outbox's to send once.
            await unitOfWork(async () => {
              for (const message of messages) await mailer.send(message);
              await repo.markSent(id, runAt, now());
            });
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
