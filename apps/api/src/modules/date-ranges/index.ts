export { dateRangesRoutes } from './date-ranges.routes';
export { createDateRangesService } from './date-ranges.service';
