export { createOutsideDownloadLinks } from './outside-download-links';
export { createScheduledExportDelivery, type ScheduledExportDelivery } from './scheduled-export-delivery';
export { createScheduledExportDownloads } from './scheduled-export-downloads';
export { scheduledExportDownloadRoutes } from './scheduled-export-downloads.routes';
export { createScheduledExportSubscriptions } from './scheduled-export-subscriptions';
export { SCHEDULED_EXPORT_QUEUES, workScheduledExports } from './scheduled-exports.jobs';
export { createScheduledExportsRepo, type ScheduledExportsRepo } from './scheduled-exports.repo';
export { scheduledExportsRoutes } from './scheduled-exports.routes';
export { createScheduledExportsService, type ScheduledExportsService } from './scheduled-exports.service';
