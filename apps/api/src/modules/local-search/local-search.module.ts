import type { MapTiles } from '@repute/domain';
import type { PgBoss } from 'pg-boss';
import type { LocalSearchProvider } from '../../connectors/local-search-provider';
import { defineModule } from '../../platform/modules/module-definition';
import { type CompetitorLinks, noCompetitorLinks } from './competitor-links';
import { enqueueScan, LOCAL_SEARCH_QUEUES, workLocalSearch } from './local-search.jobs';
import { createLocalSearchRepo } from './local-search.repo';
import { localSearchRoutes } from './local-search.routes';
import { createLocalSearchService } from './local-search.service';

type Deps = {
  boss: PgBoss;
  provider: LocalSearchProvider;
  timeZoneOf: (accountId: number) => Promise<string>;
  /** Competitors' tracked businesses (issue 28); none until that module is merged (decision 0138). */
  competitorLinks?: CompetitorLinks;
  /** The install's map tiles under the heat map (LOCAL_SEARCH_TILE_URL); null: none. */
  mapTiles: MapTiles | null;
};

function serviceOf(repo: ReturnType<typeof createLocalSearchRepo>, deps: Deps) {
  return createLocalSearchService({
    repo,
    timeZoneOf: deps.timeZoneOf,
    requestScan: (accountId, scanId) => enqueueScan(deps.boss, accountId, scanId),
    competitorLinks: deps.competitorLinks ?? noCompetitorLinks,
  });
}

/** Local Search (issue 29, decisions 0138, 0139): geo-grid rank tracking of a location's keywords. */
export const localSearchModule = defineModule({
  name: 'local-search',
  createRepos: (db) => createLocalSearchRepo(db),
  createServices: (repo, deps: Deps) => ({ localSearch: serviceOf(repo, deps) }),
  routes: (app, { localSearch }, { deps }) => localSearchRoutes(app, localSearch, deps.mapTiles),
  queues: LOCAL_SEARCH_QUEUES,
  // Scans on demand and weekly, resumed where a worker left them.
  jobHandlers: (boss, { repos, deps, services }) => workLocalSearch(boss, repos, deps.provider, services.localSearch),
});
