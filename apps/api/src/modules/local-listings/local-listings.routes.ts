import {
  getListingDiff,
  getListingIntegrationOverview,
  getListingOverview,
  getListingProvider,
  listListingLocations,
  publishListings,
  scanListings,
  unpublishListings,
} from '@repute/domain/contracts/local-listings';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import type { ContractApp } from '../../platform/http/routing';
import type { LocalListingsService } from './local-listings.service';

export function localListingsRoutes(app: ContractApp, listings: LocalListingsService): void {
  route(app, getListingProvider, async (request) => listings.provider(callerOf(request), request.query.account_id));

  route(app, listListingLocations, async (request) =>
    listings.locations(callerOf(request), request.params.accountId, request.query),
  );

  route(app, getListingOverview, async (request) =>
    listings.overview(callerOf(request), request.params.accountId, request.query),
  );

  route(app, getListingIntegrationOverview, async (request) =>
    listings.integrationOverview(callerOf(request), request.query.account_id),
  );

  route(app, getListingDiff, async (request) =>
    listings.diff(callerOf(request), request.params.id, request.params.directory),
  );

  route(app, publishListings, async (request) => listings.publish(callerOf(request), request.body));

  route(app, unpublishListings, async (request) => listings.unpublish(callerOf(request), request.body));

  route(app, scanListings, async (request, reply) =>
    reply.status(202).send(await listings.scan(callerOf(request), request.body)),
  );
}
