export { visualReportCsvs } from './visual-reports.csv';
export { visualReportsModule } from './visual-reports.module';
export type { VisualReportsService } from './visual-reports.service';
