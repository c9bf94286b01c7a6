import { defineModule } from '../../platform/modules/module-definition';
import { dateRangesRoutes } from './date-ranges.routes';
import { createDateRangesService } from './date-ranges.service';

export const dateRangesModule = defineModule({
  name: 'date-ranges',
  createServices: () => ({ dateRanges: createDateRangesService() }),
  routes: (app, { dateRanges }) => dateRangesRoutes(app, dateRanges),
});
