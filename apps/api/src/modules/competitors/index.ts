export type { CompetitorRefresh } from './competitor-refresh';
export { competitorsBrandsCsv, competitorsOverviewCsv } from './competitors.csv';
export { COMPETITORS_REFRESH_QUEUE } from './competitors.jobs';
export { competitorsModule } from './competitors.module';
export type { CompetitorsService } from './competitors.service';
