export { partnerAccountsCsv } from './partner-account-reports.csv';
export { partnerAccountReportsModule } from './partner-account-reports.module';
