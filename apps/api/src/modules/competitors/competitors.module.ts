import type { CompetitorPlaces } from '../../connectors/competitor-places';
import { defineModule } from '../../platform/modules/module-definition';
import type { ExportsService } from '../exports';
import type { LocationCountReads } from '../metrics';
import { createCompetitorLinks } from './competitor-links';
import { createCompetitorRefresh } from './competitor-refresh';
import { COMPETITOR_QUEUES, workCompetitors } from './competitors.jobs';
import { createCompetitorsRepo } from './competitors.repo';
import { competitorsRoutes } from './competitors.routes';
import { createCompetitorsService } from './competitors.service';
import { competitorsCsvRoutes } from './competitors-csv.routes';

type Deps = {
  /** Google Places and Yelp, or the sandbox in demo mode. */
  places: CompetitorPlaces;
  /** The account's own review counts per location and window (the metrics module's). */
  counts: Pick<LocationCountReads, 'countsByWindow'>;
};

/** Competitors (issue 28; decisions 0136, 0137). */
export const competitorsModule = defineModule({
  name: 'competitors',
  createRepos: (db) => createCompetitorsRepo(db),
  createServices: (repo, deps: Deps) => ({
    competitors: createCompetitorsService({ repo, ...deps }),
    competitorRefresh: createCompetitorRefresh(repo, deps.places),
    competitorLinks: createCompetitorLinks(repo),
  }),
  // The CSV downloads are the exports module's, which is built on this module's CSVs: it comes late.
  routes: (app, { competitors }, { late }: { late: { exports: Pick<ExportsService, 'download'> } }) => {
    competitorsRoutes(app, competitors);
    competitorsCsvRoutes(app, late.exports);
  },
  queues: COMPETITOR_QUEUES,
  jobHandlers: (boss, { services, options }) =>
    workCompetitors(boss, services.competitorRefresh, options.now ?? (() => new Date())),
});
