import type { Readable } from 'node:stream';
import { EXPORT_DOWNLOAD_MESSAGES, type ExportDownload, type PublicFace } from '@repute/domain';
import { AppError, notFound } from '../../platform/errors';
import type { ExportFilesService } from '../exports';
import type { OutsideDownloadLinks } from './outside-download-links';
import { OUTSIDE_RECIPIENTS_SETTING } from './scheduled-export-recipients';
import type { ScheduledExportsRepo } from './scheduled-exports.repo';

export type ScheduledExportDownloadsDeps = {
  repo: Pick<ScheduledExportsRepo, 'outsideRecipientById' | 'find'>;
  links: Pick<OutsideDownloadLinks, 'read'>;
  files: Pick<ExportFilesService, 'describeInAccount' | 'openInAccount'>;
  settingOn: (accountId: number, code: typeof OUTSIDE_RECIPIENTS_SETTING) => Promise<boolean>;
  /** The business's name and look, as its other public pages show them (decision 0117). */
  faceOf: (accountId: number) => Promise<PublicFace>;
};

const invalid = () => notFound(EXPORT_DOWNLOAD_MESSAGES.invalid);
const expired = () => new AppError(410, 'gone', EXPORT_DOWNLOAD_MESSAGES.expired);

/**
 * The download page of a recipient outside the account (decision 0129): no login, the signed token is the proof.
 * A token that is not ours, whose recipient was taken off the export (or the export deleted), or whose account no
 * longer sends outside it answers 404; one past its time 410. The file is looked up in the recipient's account
 * only, so no token reaches another account's file, and a token names one file.
 */
export function createScheduledExportDownloads({
  repo,
  links,
  files,
  settingOn,
  faceOf,
}: ScheduledExportDownloadsDeps) {
  async function checked(token: string) {
    const link = await links.read(token);
    if (!link) throw invalid();
    const recipient = await repo.outsideRecipientById(link.recipientId);
    if (!recipient || !(await settingOn(recipient.accountId, OUTSIDE_RECIPIENTS_SETTING))) throw invalid();
    if (link.expiresAt <= new Date()) throw expired();
    const exported = await repo.find({ accountId: recipient.accountId }, recipient.scheduledExportId);
    if (!exported) throw invalid();
    return { link, exported };
  }

  /** The file's own refusals in this page's words: none (404), or expired and removed (410). */
  async function fileCall<Result>(call: () => Promise<Result>): Promise<Result> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 410) throw expired();
      if (error instanceof AppError && error.statusCode === 404) throw invalid();
      throw error;
    }
  }

  return {
    async describe(token: string): Promise<ExportDownload> {
      const { link, exported } = await checked(token);
      const file = await fileCall(() => files.describeInAccount(exported.accountId, link.fileId));
      return {
        description: exported.emailSubject,
        file_name: file.fileName,
        rows: file.rows,
        expires_at: link.expiresAt.toISOString(),
        ...(await faceOf(exported.accountId)),
      };
    },

    async open(token: string): Promise<{ body: Readable; size: number; fileName: string }> {
      const { link, exported } = await checked(token);
      return fileCall(() => files.openInAccount(exported.accountId, link.fileId));
    },
  };
}

export type ScheduledExportDownloads = ReturnType<typeof createScheduledExportDownloads>;
