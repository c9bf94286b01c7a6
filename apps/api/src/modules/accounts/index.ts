export { accountsModule } from './accounts.module';
export type { AccountsService, Branding, LocationCounts, SetupFacts } from './accounts.service';
export { PRODUCT_BRAND } from './brand-for';
export { isWhitelabelSql } from './whitelabel-sql';
