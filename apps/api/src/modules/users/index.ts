export { createUsersRepo, type UsersRepo } from './users.repo';
export { usersRoutes } from './users.routes';
export { createUsersService } from './users.service';
