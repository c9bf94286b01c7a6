export { accountsModule } from './accounts.module';
export { isWhitelabelSql } from './accounts.repo';
export { type AccountsService, type Branding, type LocationCounts, type SetupFacts } from './accounts.service';
export { PRODUCT_BRAND } from './brand-for';
