import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
import type { ExportFilesService } from '../exports';
import type { OutsideDownloadLinks } from './outside-download-links';
import {
  type CompanionFile,
  csvFiltersOf,
  exportResourceOf,
  READ_RESOURCE_OF,
  type WriteCsv,
} from './scheduled-export-csv';
import { scheduledExportMail } from './scheduled-export-mail';
import { type AccountMembers, OUTSIDE_RECIPIENTS_SETTING } from './scheduled-export-recipients';
import type { ScheduledExportRow, ScheduledExportsRepo } from './scheduled-exports.repo';
import { toScheduledExport } from './scheduled-exports.service';

/**
 * Decision 0033: a CSV up to 5 MB travels as an attachment (about 6.7 MB once base64-encoded, under the 10 MB
 * most mail servers accept); a larger one is linked: the e-mail leads to the report with the export's settings,
 * where the recipient downloads it signed in (a recipient outside the account downloads it from its link).
 */
export const ATTACHMENT_LIMIT_BYTES = 5 * 1024 * 1024;
/** A sending claimed longer ago than this without being finished belongs to a worker that died: take it over. */
export const STALE_CLAIM_MS = 15 * 60_000;
/** Exports claimed by one sweep; the next minute's sweep takes the rest. */
const SWEEP_BATCH = 100;

export type DeliveryDeps = {
  repo: ScheduledExportsRepo;
  accounts: Pick<AccountsService, 'timeZoneOf' | 'settingOn'>;
  members: AccountMembers;
  callerOfUser: (userId: number) => Promise<Caller | undefined>;
  writeCsv: WriteCsv;
  /** What goes with the CSV (a visual report's PDF), attached to every recipient's message. */
  companionFile: CompanionFile;
  /** Keeps a run's file for the download links of recipients outside the account (decision 0129). */
  keepFile: ExportFilesService['keep'];
  downloadLinks: Pick<OutsideDownloadLinks, 'urlFor'>;
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
  companionFile,
  keepFile,
  downloadLinks,
  mailer,
  unitOfWork,
  links,
  brandFor,
  publicUrl,
  attachmentLimitBytes = ATTACHMENT_LIMIT_BYTES,
  now = () => new Date(),
  onError = () => {},
}: DeliveryDeps) {
  /** The recipients outside the account who have not left the export, while the account allows them. */
  async function outsideRecipientsOf(row: ScheduledExportRow) {
    if (!(await accounts.settingOn(row.accountId, OUTSIDE_RECIPIENTS_SETTING))) return [];
    return repo.subscribedOutsideRecipients(row.accountId, row.id);
  }

  /**
   * Builds the CSV as the export's owner (never more than they may read) into a temporary file, and renders one
   * message for each recipient who may read that kind of data and has not unsubscribed, and for each outside
   * address (decision 0129), for whom the file is kept and linked. Answers no messages when there is nothing to
   * send.
   */
  async function messagesFor(row: ScheduledExportRow, runAt: Date) {
    const resource = exportResourceOf(row.exportType);
    const owner = await callerOfUser(row.createdByUserId);
    if (!resource || !owner) return [];
    const named = await members(row.accountId, { ids: row.recipientUserIds });
    const users = named.filter(
      (user) =>
        !row.unsubscribedUserIds.includes(user.id) &&
        isUserTypeId(user.user_type_id) &&
        can(permissionsFor(user.user_type_id), READ_RESOURCE_OF[row.exportType], 'read'),
    );
    const outside = await outsideRecipientsOf(row);
    if (users.length === 0 && outside.length === 0) return [];
    const timeZone = await accounts.timeZoneOf(row.accountId);
    const today = todayIn(timeZone, runAt);
    const range = resolveDateRangeLegend(row.dateRangeLegend, today);
    const filters = csvFiltersOf(row.filters, range);
    const fileName = exportFileName(today);
    const temporary = path.join(tmpdir(), `repute-scheduled-export-${row.id}-${randomUUID()}.csv`);
    try {
      const { rows } = await writeCsv(owner, { resource, filters }, createWriteStream(temporary));
      const { size } = await stat(temporary);
      const brand = await brandFor(row.accountId);
      const content = {
        row,
        range,
        rows,
        csv: size <= attachmentLimitBytes ? { filename: fileName, bytes: await readFile(temporary) } : undefined,
        companion: await companionFile(owner, { exportType: row.exportType, filters, day: today }),
        reportUrl: `${publicUrl}${scheduledExportReportLink(toScheduledExport(row, named))}`,
      };
      const unsubscribe = (email: string) => links.linksFor('scheduled_exports', row.id, email);
      const toUsers = users.map(async (user) =>
        scheduledExportMail(user.email, content, {
          brand,
          unsubscribe: await unsubscribe(user.email),
          audience: { outside: false },
        }),
      );
      if (outside.length === 0) return await Promise.all(toUsers);
      const kept = await keepFile(
        { accountId: row.accountId, userId: row.createdByUserId },
        { resource, filters, requestType: 'scheduled_export', fileName, path: temporary, size, rows },
      );
      const until = todayIn(timeZone, kept.expiresAt);
      const business = brand.accountName ?? brand.productName;
      const toOutside = outside.map(async (recipient) =>
        scheduledExportMail(recipient.email, content, {
          brand,
          unsubscribe: await unsubscribe(recipient.email),
          audience: {
            outside: true,
            business,
            download: {
              url: await downloadLinks.urlFor({
                fileId: kept.id,
                recipientId: recipient.id,
                expiresAt: kept.expiresAt,
              }),
              until,
            },
          },
        }),
      );
      return await Promise.all([...toUsers, ...toOutside]);
    } finally {
      await rm(temporary, { force: true });
    }
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
