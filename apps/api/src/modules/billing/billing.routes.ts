import {
  getBillingDisplaySettings,
  getBillingState,
  getLocationPreview,
  getPricingPreview,
  getSmsPreview,
  listBillingPlans,
  purchaseSms,
  startCheckout,
  stripeWebhook,
} from '@repute/domain/contracts/billing';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { type ContractApp, typed } from '../../platform/http/routing';
import type { BillingService } from './billing.service';

export function billingRoutes(app: ContractApp, billing: BillingService): void {
  route(app, getLocationPreview, async (request) =>
    billing.locationPreview(callerOf(request), request.params.accountId, request.query.num_added_locations),
  );
  route(app, getBillingDisplaySettings, async (request) =>
    billing.displaySettings(callerOf(request), request.params.accountId),
  );
  route(app, listBillingPlans, async () => billing.plans());
  route(app, getBillingState, async (request) => billing.state(callerOf(request), request.params.accountId));
  route(app, getPricingPreview, async (request) =>
    billing.pricingPreview(callerOf(request), request.params.accountId, request.query),
  );
  route(app, startCheckout, async (request) =>
    billing.checkout(callerOf(request), request.params.accountId, request.body),
  );
  route(app, getSmsPreview, async (request) =>
    billing.smsPreview(callerOf(request), request.params.accountId, request.query.quantity),
  );
  route(app, purchaseSms, async (request) =>
    billing.purchaseSms(callerOf(request), request.params.accountId, request.body.quantity),
  );
  // Stripe signs the exact bytes it sent: the body is kept as text for the check, and parsed only after it.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_r, body, done) =>
      done(null, String(body)),
    );
    route(typed(scope), stripeWebhook, async (request) => {
      const signature = request.headers['stripe-signature'];
      return billing.handleEvent(String(request.body ?? ''), typeof signature === 'string' ? signature : undefined);
    });
  });
}
