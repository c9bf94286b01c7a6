export { npiRoutes } from './npi.routes';
export { createNpiService } from './npi.service';
