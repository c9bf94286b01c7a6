import { getLocationPreview } from '@repute/domain/contracts/billing';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import type { ContractApp } from '../../platform/http/routing';
import type { BillingService } from './billing.service';

export function billingRoutes(app: ContractApp, billing: BillingService): void {
  route(app, getLocationPreview, async (request) =>
    billing.locationPreview(callerOf(request), request.params.accountId, request.query.num_added_locations),
  );
}
