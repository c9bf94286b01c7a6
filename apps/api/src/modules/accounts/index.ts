export { accountsModule } from './accounts.module';
export { isWhitelabelSql } from './accounts.repo';
export type { AccountsService, Branding, LocationCounts, SetupFacts } from './accounts.service';
export { PRODUCT_BRAND } from './brand-for';
