import { defineModule } from '../../platform/modules/module-definition';
import { createSpecialHoursRepo } from './special-hours.repo';
import { specialHoursRoutes } from './special-hours.routes';
import { createSpecialHoursService } from './special-hours.service';

type SpecialHoursDeps = Omit<Parameters<typeof createSpecialHoursService>[0], 'repo'>;

export const specialHoursModule = defineModule({
  name: 'special-hours',
  createRepos: (db) => createSpecialHoursRepo(db),
  createServices: (repo, deps: SpecialHoursDeps) => ({ specialHours: createSpecialHoursService({ ...deps, repo }) }),
  routes: (app, { specialHours }) => specialHoursRoutes(app, specialHours),
});
