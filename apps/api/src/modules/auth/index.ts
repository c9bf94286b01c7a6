export { type AuthRepo, createAuthRepo, isWhitelabelSql } from './auth.repo';
export { AUTH_RATE_LIMIT, authRoutes } from './auth.routes';
export { type AuthService, authState, createAuthService, INVALID_LOGIN } from './auth.service';
