export { accountsModule } from './accounts.module';
export type { AccountsService, Branding, LocationCounts, SetupFacts } from './accounts.service';
export { PRODUCT_BRAND } from './brand-for';
export { mtaAccountsCsv } from './mta-accounts.csv';
export { isWhitelabelSql } from './whitelabel-sql';
