import { LOCATION_MESSAGES } from '@repute/domain';
import {
  acceptLocationDiff,
  createLocation,
  deleteLocation,
  getListingEligibility,
  getLocation,
  getLocationDiff,
  listLocations,
  patchLocation,
  replaceLocation,
} from '@repute/domain/contracts/locations';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { LocationDiffService } from './location-diff.service';
import type { LocationsService } from './locations.service';

export function locationsRoutes(app: ContractApp, locations: LocationsService, diff: LocationDiffService): void {
  route(app, listLocations, { config: { responseCache: 'per-session' } }, async (request) => {
    const { rows, total } = await locations.list(callerOf(request), request.query);
    return halList('locations', rows, total, request.query, '/locations', request.query);
  });

  route(app, getLocation, async (request) =>
    halItem(await locations.get(callerOf(request), request.params.id), `/locations/${request.params.id}`),
  );

  route(app, createLocation, async (request, reply) => {
    const location = await locations.create(callerOf(request), request.body);
    return reply
      .status(201)
      .send({ ...halItem(location, `/locations/${location.id}`), message: LOCATION_MESSAGES.created });
  });

  for (const contract of [patchLocation, replaceLocation]) {
    route(app, contract, async (request) => {
      const location = await locations.patch(callerOf(request), request.params.id, request.body);
      return { ...halItem(location, `/locations/${location.id}`), message: LOCATION_MESSAGES.updated };
    });
  }

  route(app, deleteLocation, async (request) => locations.remove(callerOf(request), request.params.id));

  route(app, getLocationDiff, async (request) => diff.get(callerOf(request), request.params.id));

  route(app, acceptLocationDiff, async (request) => diff.accept(callerOf(request), request.params.id));

  route(app, getListingEligibility, async (request) =>
    locations.eligibility(callerOf(request), request.params.id, request.query.account_id),
  );
}
