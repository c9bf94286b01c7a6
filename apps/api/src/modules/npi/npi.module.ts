import { defineModule } from '../../platform/modules/module-definition';
import { npiRoutes } from './npi.routes';
import { createNpiService } from './npi.service';

export const npiModule = defineModule({
  name: 'npi',
  createServices: (_repos, { npi }: { npi: Parameters<typeof createNpiService>[0] }) => ({
    npi: createNpiService(npi),
  }),
  routes: (app, { npi }) => npiRoutes(app, npi),
});
