export { authModule } from './auth.module';
export { type AuthService, INVALID_LOGIN } from './auth.service';
