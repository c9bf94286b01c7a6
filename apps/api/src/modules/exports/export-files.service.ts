import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type ExportFile, type ExportFileRequest, exportFileName, todayIn } from '@repute/domain';
import type { PgBoss } from 'pg-boss';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import type { SqlExecutor } from '../../platform/db/ambient-sql';
import type { ReplicaReads } from '../../platform/db/replica-reads';
import type { UnitOfWork } from '../../platform/db/unit-of-work';
import { AppError, notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mail.jobs';
import type { Brand } from '../../platform/mail/templates';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { EmitWebhook } from '../outgoing-webhooks';
import type { ExportFileRow, ExportFilesRepo } from './export-files.repo';
import { type CallerSnapshot, callerOfSnapshot, type ExportFileJob, snapshotOf } from './export-job';
import { assertWithinExportLimits, fairPriority, IN_FLIGHT_HORIZON_MS } from './export-limits';
import { exportReadyMail } from './export-mail';
import type { ExportsService } from './exports.service';

export const EXPORT_FILE_QUEUE = 'exports.file';
/** Expired files removed from storage per query of the sweep; it queries until none is left. */
const REMOVE_BATCH = 500;

/** How long a finished export can be downloaded (decision 0029). */
export const EXPORT_FILE_DAYS = 7;
const DAY_MS = 86_400_000;

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
/** status_reason of an export that failed for a reason of ours, not the caller's (logged with the job). */
export const EXPORT_FAILED_REASON = 'An unexpected error occurred';
export const EXPORT_EXPIRED_MESSAGE = 'This export has expired. Please export again.';

export type ExportFilesDeps = {
  repo: ExportFilesRepo;
  exports: Pick<ExportsService, 'open' | 'writeCsv'>;
  files: FileStorage;
  boss: PgBoss;
  /** Where the export's job is written: in the request's transaction, so a refused or failed request queues none. */
  jobSql: SqlExecutor;
  mailer: Mailer;
  brandFor: (accountId: number) => Promise<Brand>;
  publicUrl: string;
  unitOfWork: UnitOfWork;
  /** The CSV's reads go to the standby once it has what the primary had when the job started (decision 0151). */
  replicaReads: ReplicaReads;
  /** Outgoing webhooks' export.ready (issue 31), written with the file's `complete`; none without it. */
  emitWebhook?: EmitWebhook;
};

const fileUrlOf = (id: number) => `/api/fetch-export-file/${id}/file-data`;

/** A CSV another module wrote to a temporary file, to keep as an export file (decision 0129). */
export type KeptCsv = {
  resource: ExportFileRow['resource'];
  filters: Record<string, unknown>;
  /** Who or what asked for it, as request_type records it. */
  requestType: string;
  fileName: string;
  path: string;
  size: number;
  rows: number;
};

function present(row: ExportFileRow, now = new Date()): ExportFile {
  const downloadable = row.status === 'complete' && row.expiresAt > now;
  return {
    id: row.id,
    account_id: row.accountId,
    resource: row.resource,
    status: row.status,
    status_reason: row.statusReason,
    file_url: downloadable ? fileUrlOf(row.id) : null,
    file_name: row.fileName,
    rows: row.rows,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * On-demand exports (spec 000 §4 "Export", §7 "Exports"): the request is checked in full, stored and handed to a
 * job that streams the CSV to file storage; the requester polls its state and downloads the file.
 */
export function createExportFilesService(deps: ExportFilesDeps) {
  const { repo, exports, files, boss, mailer } = deps;

  /** The caller's own export: another user's, or another account's, does not exist for them. */
  async function ownFile(caller: Caller, id: number): Promise<ExportFileRow> {
    const row = await repo.find(caller.accountId, id);
    if (!row || row.userId !== caller.userId) throw notFound('Export file not found');
    return row;
  }

  /** A file that can be downloaded: 404 while it has none, 410 once it has expired. */
  function downloadable(row: ExportFileRow): string {
    if (row.status !== 'complete' || !row.storageKey) throw notFound('Export file not found');
    if (row.expiresAt <= new Date() || row.fileRemovedAt) throw new AppError(410, 'gone', EXPORT_EXPIRED_MESSAGE);
    return row.storageKey;
  }

  /** The file's bytes and name, when it is downloadable. */
  async function bytesOf(row: ExportFileRow): Promise<{ body: Readable; size: number; fileName: string }> {
    const file = await files.get(downloadable(row));
    if (!file) throw new AppError(410, 'gone', EXPORT_EXPIRED_MESSAGE);
    return { ...file, fileName: row.fileName };
  }

  async function fileInAccount(accountId: number, id: number): Promise<ExportFileRow> {
    const row = await repo.find(accountId, id);
    if (!row) throw notFound('Export file not found');
    return row;
  }

  async function deliver(caller: Caller, row: ExportFileRow): Promise<void> {
    // Spec 000 §9: e-mail only when not impersonating (nor shadowing: the address is not the person's own).
    if (!row.sendEmail || caller.isImpersonated || caller.isShadowing) return;
    const link = `${deps.publicUrl}/file-downloads/${row.id}`;
    await mailer.send(
      await exportReadyMail(caller.email, row.fileName, link, EXPORT_FILE_DAYS, await deps.brandFor(row.accountId)),
    );
  }

  return {
    /**
     * Stores the request and queues its job; `shared` when the user already has exactly this export in flight, which
     * is answered instead of a second one. Beyond the limits of exports in flight it answers 429 (decision 0111).
     */
    async request(
      caller: Caller,
      accountId: number,
      body: ExportFileRequest,
    ): Promise<{ file: ExportFile; shared: boolean }> {
      await accountInScope(caller, accountId);
      // Every refusal now, while the caller waits: permissions, the trial rule, bad filters, another account.
      await exports.open(caller, { resource: body.resource, filters: body.filters });
      const request = {
        resource: body.resource,
        filters: body.filters,
        fileType: body.file_type,
        downloadOptions: body.download_options ?? null,
        requestType: body.request_type ?? null,
        resourceId: body.resource_id ?? null,
        sendEmail: body.send_email,
      };
      const since = new Date(Date.now() - IN_FLIGHT_HORIZON_MS);
      return deps.unitOfWork(async () => {
        await repo.lockAccountRequests(caller.accountId);
        const twin = await repo.inFlightTwin(caller.accountId, caller.userId, request, since);
        if (twin) return { file: present(twin), shared: true };
        const inFlight = await repo.inFlight(caller.accountId, caller.userId, since);
        assertWithinExportLimits(inFlight);
        const row = await repo.insert(caller.accountId, caller.userId, {
          ...request,
          fileName: exportFileName(todayIn(caller.accountTimeZone)),
          expiresAt: new Date(Date.now() + EXPORT_FILE_DAYS * DAY_MS),
        });
        const job: ExportFileJob = { id: row.id, accountId: row.accountId, caller: snapshotOf(caller) };
        await boss.send(EXPORT_FILE_QUEUE, job, {
          retryLimit: 2,
          retryDelay: 5,
          priority: fairPriority(inFlight.account),
          db: deps.jobSql,
        });
        return { file: present(row), shared: false };
      });
    },

    async get(caller: Caller, id: number): Promise<ExportFile> {
      return present(await ownFile(caller, id));
    },

    /**
     * The worker's sweep: every expired file still in storage is removed, then marked removed (a sweep killed
     * between the two removes it again, which is no error). Answers how many were removed.
     */
    async removeExpired(now = new Date()): Promise<{ removed: number }> {
      let removed = 0;
      for (;;) {
        const batch = await repo.expiredFiles(now, REMOVE_BATCH);
        for (const { id, accountId, storageKey } of batch) {
          if (storageKey) await files.remove(storageKey);
          await repo.markFileRemoved(accountId, id, new Date());
        }
        removed += batch.length;
        if (batch.length < REMOVE_BATCH) return { removed };
      }
    },

    /** The file's bytes and name; 410 once it has expired. */
    async download(caller: Caller, id: number): Promise<{ body: Readable; size: number; fileName: string }> {
      return bytesOf(await ownFile(caller, id));
    },

    /**
     * Keeps a CSV another module wrote (a scheduled export's run, for its recipients outside the account, decision
     * 0129) as a finished export file of its owner: downloadable for EXPORT_FILE_DAYS, then removed like any other.
     */
    async keep(owner: { accountId: number; userId: number }, csv: KeptCsv): Promise<{ id: number; expiresAt: Date }> {
      const storageKey = `exports/${owner.accountId}/kept-${randomUUID()}.csv`;
      await files.put(storageKey, createReadStream(csv.path), csv.size, CSV_CONTENT_TYPE);
      const row = await repo.insert(owner.accountId, owner.userId, {
        resource: csv.resource,
        filters: csv.filters,
        requestType: csv.requestType,
        fileName: csv.fileName,
        status: 'complete',
        storageKey,
        rows: csv.rows,
        bytes: csv.size,
        expiresAt: new Date(Date.now() + EXPORT_FILE_DAYS * DAY_MS),
      });
      return { id: row.id, expiresAt: row.expiresAt };
    },

    /**
     * A finished file of the account by its id, whoever asked for it: for a download link whose signature is the
     * proof (decision 0129). Another account's file is not found.
     */
    async openInAccount(accountId: number, id: number): Promise<{ body: Readable; size: number; fileName: string }> {
      return bytesOf(await fileInAccount(accountId, id));
    },

    /** What openInAccount would send, without its bytes: the file's name and rows, with the same refusals. */
    async describeInAccount(accountId: number, id: number): Promise<{ fileName: string; rows: number }> {
      const row = await fileInAccount(accountId, id);
      downloadable(row);
      return { fileName: row.fileName, rows: row.rows ?? 0 };
    },

    /**
     * The job: the CSV goes to a temporary file first (its row count decides no_results, and storage gets a known
     * size), then to file storage. A refusal (the user lost a permission meanwhile) fails with its message; any
     * other error fails with a generic reason and is thrown again for the job's log.
     */
    async run({ id, accountId, caller: snapshot }: { id: number; accountId: number; caller: CallerSnapshot }) {
      const row = await repo.find(accountId, id);
      if (!row || (row.status !== 'pending' && row.status !== 'processing')) return;
      await repo.markProcessing(accountId, id);
      const caller = callerOfSnapshot(snapshot);
      const temporary = path.join(tmpdir(), `repute-export-${id}-${randomUUID()}.csv`);
      try {
        const { rows } = await deps.replicaReads(() =>
          exports.writeCsv(caller, { resource: row.resource, filters: row.filters }, createWriteStream(temporary)),
        );
        if (rows === 0) {
          await repo.finish(accountId, id, { status: 'no_results', rows: 0 });
          return;
        }
        const { size } = await stat(temporary);
        const storageKey = `exports/${accountId}/${id}-${randomUUID()}.csv`;
        await files.put(storageKey, createReadStream(temporary), size, CSV_CONTENT_TYPE);
        // One transaction: whoever sees `complete` also finds its e-mail queued, and a crash leaves neither alone.
        await deps.unitOfWork(async () => {
          await repo.finish(accountId, id, { status: 'complete', storageKey, rows, bytes: size });
          await deliver(caller, row);
          await deps.emitWebhook?.(accountId, 'export.ready', {
            export_file_id: id,
            resource: row.resource,
            rows,
            file_url: fileUrlOf(id),
          });
        });
      } catch (error) {
        const reason = error instanceof AppError ? error.message : EXPORT_FAILED_REASON;
        await repo.finish(accountId, id, { status: 'failed', statusReason: reason });
        if (!(error instanceof AppError)) throw error;
      } finally {
        await rm(temporary, { force: true });
      }
    },
  };
}

export type ExportFilesService = ReturnType<typeof createExportFilesService>;
