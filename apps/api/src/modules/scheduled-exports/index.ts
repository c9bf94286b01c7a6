export { createScheduledExportsRepo, type ScheduledExportsRepo } from './scheduled-exports.repo';
export { scheduledExportsRoutes } from './scheduled-exports.routes';
export { createScheduledExportsService, type ScheduledExportsService } from './scheduled-exports.service';
