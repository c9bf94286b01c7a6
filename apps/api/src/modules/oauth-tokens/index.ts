export type { OauthTokenState } from './oauth-tokens.repo';
export { oauthTokensModule } from './oauth-tokens.module';
export { daysUntil, type OauthTokensService } from './oauth-tokens.service';
