import { listRequestContacts } from '@repute/domain/contracts/review-requests';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { RequestContacts } from './request-contacts';

/** GET /contacts: the people the account has asked before, to pick as a campaign's recipients. */
export function requestContactsRoutes(app: ContractApp, contacts: RequestContacts): void {
  route(app, listRequestContacts, async (request) => {
    const { rows, total } = await contacts.list(callerOf(request), request.query);
    return halList('contacts', rows, total, request.query, '/contacts', request.query);
  });
}
