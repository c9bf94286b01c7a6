export { createAccountsRepo } from './accounts.repo';
export { accountsRoutes } from './accounts.routes';
export { type AccountsService, createAccountsService } from './accounts.service';
