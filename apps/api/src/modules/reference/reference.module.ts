import type { ListingDirectory } from '../../connectors/listing-directory';
import { defineModule } from '../../platform/modules/module-definition';
import { referenceRoutes } from './reference.routes';
import { createReferenceService } from './reference.service';

export const referenceModule = defineModule({
  name: 'reference',
  createServices: (_repos, { directory }: { directory: ListingDirectory }) => ({
    reference: createReferenceService(directory),
  }),
  routes: (app, { reference }) => referenceRoutes(app, reference),
});
