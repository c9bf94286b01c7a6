import {
  getAccount,
  getMyWhitelabel,
  getSetupProgress,
  listAccountExperiments,
  listAccountSettings,
  listAccounts,
  listWhitelabels,
  patchAccount,
} from '@repute/domain/contracts/accounts';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { AccountsService } from './accounts.service';

export function accountsRoutes(app: ContractApp, accounts: AccountsService): void {
  route(app, listAccounts, async (request) => {
    const { rows, total } = await accounts.listChildren(callerOf(request), request.query.parent_id, request.query);
    return halList('accounts', rows, total, request.query, '/accounts', request.query);
  });

  route(app, getAccount, async (request) =>
    halItem(await accounts.get(callerOf(request), request.params.id), `/accounts/${request.params.id}`),
  );

  route(app, patchAccount, async (request) =>
    halItem(await accounts.patch(callerOf(request), request.params.id, request.body), `/accounts/${request.params.id}`),
  );

  route(app, getSetupProgress, async (request) => accounts.setupProgress(callerOf(request), request.params.id));

  route(app, listAccountSettings, async (request) => {
    const caller = callerOf(request);
    const accountId = request.query.account_id ?? caller.accountId;
    const { rows, total } = await accounts.settings(caller, accountId, request.query);
    return halList('account_settings', rows, total, request.query, '/account_settings', request.query);
  });

  route(app, listAccountExperiments, async (request) => {
    const caller = callerOf(request);
    const accountId = request.query.account_id ?? caller.accountId;
    const { rows, total } = await accounts.experiments(caller, accountId, request.query);
    return halList('account_experiments', rows, total, request.query, '/account_experiments', request.query);
  });

  route(app, getMyWhitelabel, async (request) => accounts.myWhitelabel(callerOf(request)));

  route(app, listWhitelabels, async (request) => {
    const rows = await accounts.whitelabelsByDomain(request.query.custom_domain);
    return halList('whitelabels', rows, rows.length, { page: 1, per_page: Math.max(rows.length, 1) }, '/whitelabels', {
      custom_domain: request.query.custom_domain,
    });
  });
}
