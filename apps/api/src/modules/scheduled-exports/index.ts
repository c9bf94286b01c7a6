export { type DeliveryOptions, scheduledExportsModule } from './scheduled-exports.module';
export type { ScheduledExportsService } from './scheduled-exports.service';
