export { createTagsRepo } from './tags.repo';
export { tagsRoutes } from './tags.routes';
export { createTagsService } from './tags.service';
