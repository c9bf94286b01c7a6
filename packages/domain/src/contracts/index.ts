/*
 * Every endpoint's contract, one file per module (decision 0123). The web app imports a module's file by its
 * subpath ('@repute/domain/contracts/reviews') so a page's chunk carries only the schemas it calls.
 */

export * as accountsContracts from './accounts';
export * as alertsContracts from './alerts';
export * as amplifyContracts from './amplify';
export * as apiAccessContracts from './api-access';
export * as authContracts from './auth';
export * as autoRepliesContracts from './auto-replies';
export * as billingContracts from './billing';
export * as campaignReportsContracts from './campaign-reports';
export * as competitorsContracts from './competitors';
export * as dateRangesContracts from './date-ranges';
export * from './endpoint';
export * as errorTrackingContracts from './error-tracking';
export * as exportsContracts from './exports';
export * as googlePostsContracts from './google-posts';
export * as groupsContracts from './groups';
export * as insightsContracts from './insights';
export * as integrationsContracts from './integrations';
export * as issuesContracts from './issues';
export * as localListingsContracts from './local-listings';
export * as localSearchContracts from './local-search';
export * as locationsContracts from './locations';
export * as metricsContracts from './metrics';
export * as microsurveysContracts from './microsurveys';
export * as npiContracts from './npi';
export * as oauthTokensContracts from './oauth-tokens';
export * as outgoingWebhooksContracts from './outgoing-webhooks';
export * as partnerAccountReportsContracts from './partner-account-reports';
export * as partnerToolsContracts from './partner-tools';
export * as passwordsContracts from './passwords';
export * as performanceContracts from './performance';
export * as photosContracts from './photos';
export * as prescriptiveInsightsContracts from './prescriptive-insights';
export * as referenceContracts from './reference';
export * as replyDraftsContracts from './reply-drafts';
export * as requestLandingContracts from './request-landing';
export * as responseTemplatesContracts from './response-templates';
export * as responsesContracts from './responses';
export * as reviewDisputesContracts from './review-disputes';
export * as reviewRequestsContracts from './review-requests';
export * as reviewsContracts from './reviews';
export * as scheduledExportsContracts from './scheduled-exports';
export * as scorecardsContracts from './scorecards';
export * as signupContracts from './signup';
export * as sourceOverridesContracts from './source-overrides';
export * as sourcesContracts from './sources';
export * as specialHoursContracts from './special-hours';
export * as tagsContracts from './tags';
export * as triageContracts from './triage';
export * as unsubscribeContracts from './unsubscribe';
export * as urlsContracts from './urls';
export * as userPreferencesContracts from './user-preferences';
export * as usersContracts from './users';
export * as visualReportsContracts from './visual-reports';
export * as webhooksContracts from './webhooks';
