export { locationsCsv } from './locations.csv';
export { locationsModule } from './locations.module';
export type { LocationsService } from './locations.service';
