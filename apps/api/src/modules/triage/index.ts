export { triageRoutes } from './triage.routes';
