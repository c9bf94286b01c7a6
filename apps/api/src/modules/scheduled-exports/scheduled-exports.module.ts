import { defineModule } from '../../platform/modules/module-definition';
import { createScheduledExportDelivery, type DeliveryDeps } from './scheduled-export-delivery';
import { createScheduledExportSubscriptions } from './scheduled-export-subscriptions';
import { SCHEDULED_EXPORT_QUEUES, workScheduledExports } from './scheduled-exports.jobs';
import { createScheduledExportsRepo } from './scheduled-exports.repo';
import { scheduledExportsRoutes } from './scheduled-exports.routes';
import { createScheduledExportsService } from './scheduled-exports.service';

/** How one sending run is set up: the clock, a smaller attachment limit in tests, where a failed sending goes. */
export type DeliveryOptions = Pick<DeliveryDeps, 'now' | 'attachmentLimitBytes' | 'onError'>;

type ScheduledExportsDeps = Omit<DeliveryDeps, 'repo' | keyof DeliveryOptions> &
  Pick<Parameters<typeof createScheduledExportsService>[0], 'accounts'>;

export const scheduledExportsModule = defineModule({
  name: 'scheduled-exports',
  createRepos: (db) => createScheduledExportsRepo(db),
  createServices: (repo, deps: ScheduledExportsDeps) => ({
    scheduledExports: createScheduledExportsService({ repo, accounts: deps.accounts, members: deps.members }),
    scheduledExportSubscriptions: createScheduledExportSubscriptions(repo, deps.members),
    /** The sender of due exports: built as each owner by the exports module, mailed. */
    scheduledExportDelivery: (options: DeliveryOptions = {}) =>
      createScheduledExportDelivery({ ...deps, ...options, repo }),
  }),
  routes: (app, { scheduledExports }) => scheduledExportsRoutes(app, scheduledExports),
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
