export { sourcesRoutes } from './sources.routes';
export { createSourcesService } from './sources.service';
