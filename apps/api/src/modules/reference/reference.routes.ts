import {
  getCategory,
  getCountry,
  getState,
  listCategories,
  listCountries,
  listStates,
} from '@repute/domain/contracts/reference';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { ReferenceService } from './reference.service';

/** Countries, states and categories (spec 001 §7, spec 000 §7 "Filter data"). */
export function referenceRoutes(app: ContractApp, reference: ReferenceService): void {
  route(app, listCountries, async (request) => {
    const { rows, total } = reference.countries(request.query);
    return halList('countries', rows, total, request.query, '/countries', request.query);
  });
  route(app, getCountry, async (request) =>
    halItem(reference.country(request.params.id), `/countries/${request.params.id}`),
  );

  route(app, listStates, async (request) => {
    const { rows, total } = reference.states(request.query);
    return halList('states', rows, total, request.query, '/states', request.query);
  });
  route(app, getState, async (request) => halItem(reference.state(request.params.id), `/states/${request.params.id}`));

  route(app, listCategories, async (request) => {
    const { rows, total } = await reference.categories(callerOf(request), request.query);
    return halList('categories', rows, total, request.query, '/categories', request.query);
  });
  route(app, getCategory, async (request) =>
    halItem(reference.category(request.params.id), `/categories/${request.params.id}`),
  );
}
