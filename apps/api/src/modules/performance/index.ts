export { importBenchmarks } from './benchmark-import';
export { performanceCsv } from './performance.csv';
export { performanceModule } from './performance.module';
export type { PerformanceService } from './performance.service';
export type { TargetsService } from './targets.service';
