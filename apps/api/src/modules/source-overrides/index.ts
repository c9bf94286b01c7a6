export { createSourceOverridesRepo } from './source-overrides.repo';
export { sourceOverridesRoutes } from './source-overrides.routes';
export { createSourceOverridesService } from './source-overrides.service';
