export { oidcSsoModule } from './oidc-sso.module';
