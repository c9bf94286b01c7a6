export { oauthTokensModule } from './oauth-tokens.module';
export type { OauthTokenState } from './oauth-tokens.repo';
export { daysUntil, type OauthTokensService } from './oauth-tokens.service';
