export { apiAccessModule } from './api-access.module';
export type { BearerCaller } from './bearer-callers';
