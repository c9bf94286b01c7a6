export { createResponseTemplatesRepo } from './response-templates.repo';
export { responseTemplatesRoutes } from './response-templates.routes';
export { createResponseTemplatesService } from './response-templates.service';
