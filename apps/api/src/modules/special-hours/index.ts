export { specialHoursModule } from './special-hours.module';
export type { SpecialHoursService } from './special-hours.service';
