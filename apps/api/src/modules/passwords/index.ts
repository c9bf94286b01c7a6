export { createPasswordsRepo } from './passwords.repo';
export { passwordsRoutes } from './passwords.routes';
export { createPasswordsService } from './passwords.service';
