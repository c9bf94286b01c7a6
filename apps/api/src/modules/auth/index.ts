export { createAuthRepo } from './auth.repo';
export { authRoutes } from './auth.routes';
export { type AuthService, createAuthService, INVALID_LOGIN } from './auth.service';
