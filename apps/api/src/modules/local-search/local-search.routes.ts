import type { MapTiles } from '@repute/domain';
import {
  averageSearchZonesCsv,
  createTrackedSearch,
  deleteTrackedSearch,
  getMapTiles,
  getPointBudget,
  getTrackedSearch,
  listTrackedSearches,
  setPointBudget,
  startScan,
} from '@repute/domain/contracts/local-search';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import { sendCsv } from '../exports';
import { averageZonesCsvFile } from './average-zones-csv';
import type { LocalSearchService } from './local-search.service';

const PATH = '/local_search/searches';

export function localSearchRoutes(app: ContractApp, localSearch: LocalSearchService, tiles: MapTiles | null): void {
  route(app, listTrackedSearches, async (request) => {
    const { items, total } = await localSearch.list(callerOf(request), request.query);
    return halList('local_searches', items, total, request.query, PATH, request.query);
  });

  route(app, createTrackedSearch, async (request, reply) =>
    reply.status(201).send(await localSearch.create(callerOf(request), request.body)),
  );

  route(app, getTrackedSearch, async (request) =>
    halItem(await localSearch.get(callerOf(request), request.params.id, request.query), `${PATH}/${request.params.id}`),
  );

  route(app, deleteTrackedSearch, async (request, reply) => {
    await localSearch.remove(callerOf(request), request.params.id);
    return reply.status(204).send();
  });

  route(app, startScan, async (request, reply) =>
    reply.status(202).send(await localSearch.startScan(callerOf(request), request.params.id)),
  );

  route(app, getPointBudget, async (request) => localSearch.budget(callerOf(request), request.query.account_id));

  route(app, setPointBudget, async (request) => localSearch.setBudget(callerOf(request), request.body));

  route(app, getMapTiles, async () => ({ tiles }));

  route(app, averageSearchZonesCsv, async (request, reply) => {
    const rows = await localSearch.averageZones(callerOf(request), request.query);
    return sendCsv(reply, averageZonesCsvFile(rows));
  });
}
