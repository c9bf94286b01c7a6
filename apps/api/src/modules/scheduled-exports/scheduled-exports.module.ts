import type { LinkSigner } from '../../platform/mail/link-signer';
import { defineModule } from '../../platform/modules/module-definition';
import { createOutsideDownloadLinks } from './outside-download-links';
import { createScheduledExportDelivery, type DeliveryDeps } from './scheduled-export-delivery';
import { createScheduledExportDownloads, type ScheduledExportDownloadsDeps } from './scheduled-export-downloads';
import { scheduledExportDownloadRoutes } from './scheduled-export-downloads.routes';
import { createScheduledExportSubscriptions } from './scheduled-export-subscriptions';
import { SCHEDULED_EXPORT_QUEUES, workScheduledExports } from './scheduled-exports.jobs';
import { createScheduledExportsRepo } from './scheduled-exports.repo';
import { scheduledExportsRoutes } from './scheduled-exports.routes';
import { createScheduledExportsService, type ScheduledExportsDeps as ServiceDeps } from './scheduled-exports.service';

/** How one sending run is set up: the clock, a smaller attachment limit in tests, where a failed sending goes. */
export type DeliveryOptions = Pick<DeliveryDeps, 'now' | 'attachmentLimitBytes' | 'onError'>;

type ScheduledExportsDeps = Omit<DeliveryDeps, 'repo' | 'downloadLinks' | keyof DeliveryOptions> &
  Pick<ServiceDeps, 'accounts' | 'unitOfWork'> &
  Pick<ScheduledExportDownloadsDeps, 'settingOn' | 'faceOf'> & {
    /** The export files outside recipients download (decision 0129). */
    exportFiles: ScheduledExportDownloadsDeps['files'];
    /** Signs the download links of recipients outside the account. */
    linkSigner: LinkSigner;
  };

export const scheduledExportsModule = defineModule({
  name: 'scheduled-exports',
  createRepos: (db) => createScheduledExportsRepo(db),
  createServices: (repo, deps: ScheduledExportsDeps) => {
    const downloadLinks = createOutsideDownloadLinks(deps.linkSigner, deps.publicUrl);
    return {
      scheduledExports: createScheduledExportsService({
        repo,
        accounts: deps.accounts,
        members: deps.members,
        unitOfWork: deps.unitOfWork,
      }),
      scheduledExportSubscriptions: createScheduledExportSubscriptions(repo, deps.members),
      scheduledExportDownloads: createScheduledExportDownloads({
        repo,
        links: downloadLinks,
        files: deps.exportFiles,
        settingOn: deps.settingOn,
        faceOf: deps.faceOf,
      }),
      /** The sender of due exports: built as each owner by the exports module, mailed. */
      scheduledExportDelivery: (options: DeliveryOptions = {}) =>
        createScheduledExportDelivery({ ...deps, ...options, downloadLinks, repo }),
    };
  },
  routes: (app, { scheduledExports, scheduledExportDownloads }) => {
    scheduledExportsRoutes(app, scheduledExports);
    scheduledExportDownloadRoutes(app, scheduledExportDownloads);
  },
  queues: SCHEDULED_EXPORT_QUEUES,
  // The every-minute sweep that sends the due ones.
  jobHandlers: (boss, { services, options }) =>
    workScheduledExports(
      boss,
      services.scheduledExportDelivery({
        now: options.now,
        onError: (error, exportId) => options.onError?.(error, { scheduledExportId: exportId }),
      }),
    ),
});
