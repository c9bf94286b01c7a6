import {
  createCompetitor,
  createCompetitorBrand,
  deleteCompetitor,
  deleteCompetitorBrand,
  getCompetitorHistory,
  getCompetitorOverview,
  listCompetitorBrands,
  listCompetitors,
  listIntelSources,
  suggestCompetitors,
  updateCompetitor,
} from '@repute/domain/contracts/competitors';
import { callerOf } from '../../platform/http/authenticate';
import { route, UNCHECKED_ANSWER } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { CompetitorsService } from './competitors.service';

/** Everything on one page: the lists the screens read whole. */
const whole = (count: number) => ({ page: 1, per_page: Math.max(count, 1) });

/** Issue 28: competitors, their brands, the overview report and the intel sources (spec 000 §7). */
export function competitorsRoutes(app: ContractApp, competitors: CompetitorsService): void {
  route(app, listCompetitors, async (request) => {
    const { rows, total } = await competitors.list(callerOf(request), request.query);
    return halList('competitors', rows, total, request.query, '/competitors', request.query);
  });
  route(app, createCompetitor, async (request, reply) => {
    const competitor = await competitors.create(callerOf(request), request.body);
    return reply.status(201).send(halItem(competitor, `/competitors/${competitor.id}`));
  });
  route(app, updateCompetitor, async (request) =>
    halItem(
      await competitors.update(callerOf(request), request.params.id, request.body),
      `/competitors/${request.params.id}`,
    ),
  );
  route(app, deleteCompetitor, async (request, reply) => {
    await competitors.remove(callerOf(request), request.params.id);
    return reply.status(204).send();
  });
  route(app, suggestCompetitors, async (request) => {
    const rows = await competitors.suggest(callerOf(request), request.body.location_id);
    return halList('competitors', rows, rows.length, whole(rows.length), '/competitors/suggestions', {});
  });
  route(app, getCompetitorHistory, async (request) =>
    competitors.history(callerOf(request), request.params.id, request.query),
  );

  route(app, listCompetitorBrands, async (request) => {
    const rows = await competitors.brands(callerOf(request), request.query);
    return halList('competitor_brands', rows, rows.length, whole(rows.length), '/competitor_brands', request.query);
  });
  route(app, createCompetitorBrand, async (request, reply) => {
    const brand = await competitors.createBrand(callerOf(request), request.body.name);
    return reply.status(201).send(halItem(brand, `/competitor_brands/${brand.id}`));
  });
  route(app, deleteCompetitorBrand, async (request, reply) => {
    await competitors.removeBrand(callerOf(request), request.params.id);
    return reply.status(204).send();
  });

  route(app, getCompetitorOverview, UNCHECKED_ANSWER, async (request) =>
    competitors.overview(callerOf(request), request.params.account_id, request.query),
  );
  route(app, listIntelSources, async (request) => {
    const { account_id: accountId } = request.params;
    const rows = await competitors.intelSources(callerOf(request), accountId);
    return halList('sources', rows, rows.length, whole(rows.length), `/intel/accounts/${accountId}/sources`, {});
  });
}
