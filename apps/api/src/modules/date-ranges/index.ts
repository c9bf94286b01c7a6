export { dateRangesModule } from './date-ranges.module';
