import { lookupNpi, searchNpi } from '@repute/domain/contracts/npi';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import type { ContractApp } from '../../platform/http/routing';
import type { NpiService } from './npi.service';

export function npiRoutes(app: ContractApp, npi: NpiService): void {
  route(app, lookupNpi, async (request) =>
    npi.lookup(callerOf(request), request.params.number, request.query.account_id),
  );

  route(app, searchNpi, async (request) => npi.search(callerOf(request), request.query));
}
