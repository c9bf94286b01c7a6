export { createUrlsRepo } from './urls.repo';
export { urlsRoutes } from './urls.routes';
export { createUrlsService } from './urls.service';
