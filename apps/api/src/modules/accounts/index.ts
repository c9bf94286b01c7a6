export { createAccountsRepo, isWhitelabelSql } from './accounts.repo';
export { accountsRoutes } from './accounts.routes';
export { type AccountsService, type Branding, createAccountsService } from './accounts.service';
