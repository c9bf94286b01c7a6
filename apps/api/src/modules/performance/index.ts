export { importBenchmarks } from './benchmark-import';
export { performanceCsv } from './performance.csv';
export { createPerformanceRepo } from './performance.repo';
export { performanceRoutes } from './performance.routes';
export { createPerformanceService, type PerformanceService } from './performance.service';
export { performanceCsvRoutes } from './performance-csv.routes';
export { createTargetsService, type TargetsService } from './targets.service';
