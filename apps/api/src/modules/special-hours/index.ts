export { createSpecialHoursRepo } from './special-hours.repo';
export { specialHoursRoutes } from './special-hours.routes';
export { createSpecialHoursService, type SpecialHoursService } from './special-hours.service';
