export { createAccountsRepo, isWhitelabelSql } from './accounts.repo';
export { accountsRoutes } from './accounts.routes';
export { type AccountsService, createAccountsService } from './accounts.service';
