export { reference } from './reference';
export { referenceRoutes } from './reference.routes';
export { createReferenceService } from './reference.service';
