import { createAccountsRepo } from '../modules/accounts';
import { createAlertsRepo } from '../modules/alerts';
import { createAmplifyRepo } from '../modules/amplify';
import { createAuthRepo } from '../modules/auth';
import { createExportFilesRepo } from '../modules/exports';
import { createGooglePostsRepo } from '../modules/google-posts';
import { createGroupsRepo } from '../modules/groups';
import { createAnalysisRepo, createInsightsRepo } from '../modules/insights';
import { createIntegrationsRepo } from '../modules/integrations';
import { createLocalListingsRepo } from '../modules/local-listings';
import { createLocationsRepo } from '../modules/locations';
import { createLocationCountsRepo, createMetricsRepo } from '../modules/metrics';
import { createOauthTokenStore, createOauthTokensRepo } from '../modules/oauth-tokens';
import { createPasswordsRepo } from '../modules/passwords';
import { createPerformanceRepo } from '../modules/performance';
import { createPhotosRepo } from '../modules/photos';
import { createResponseTemplatesRepo } from '../modules/response-templates';
import { createResponsesRepo } from '../modules/responses';
import {
  createCampaignReportsRepo,
  createMicrosurveysRepo,
  createRequestContactsRepo,
  createReviewRequestsRepo,
} from '../modules/review-requests';
import { createReviewSyncRepo } from '../modules/review-sync';
import { createFirstPartyFeedbackRepo, createReviewsRepo } from '../modules/reviews';
import { createScheduledExportsRepo } from '../modules/scheduled-exports';
import { createSignupRepo } from '../modules/signup';
import { createSourceOverridesRepo } from '../modules/source-overrides';
import { createSpecialHoursRepo } from '../modules/special-hours';
import { createTagsRepo } from '../modules/tags';
import { createUrlsRepo } from '../modules/urls';
import { createUserPreferencesRepo } from '../modules/user-preferences';
import { createUsersRepo } from '../modules/users';
import { createWebhooksRepo } from '../modules/webhooks';
import { createAttemptCounts } from '../platform/auth/attempt-counts';
import type { Database } from '../platform/db/client';

/**
 * Every module's repo, built once per process and shared by the server and the worker. Only the composition
 * root holds this: a repo reaches other modules through its own module's service, never directly.
 */
export function createRepos(db: Database) {
  return {
    accounts: createAccountsRepo(db),
    alerts: createAlertsRepo(db),
    amplify: createAmplifyRepo(db),
    analysis: createAnalysisRepo(db),
    /** Failed logins and reset e-mails counted across server processes (decision 0113). */
    attemptCounts: createAttemptCounts(db),
    auth: createAuthRepo(db),
    exportFiles: createExportFilesRepo(db),
    groups: createGroupsRepo(db),
    insights: createInsightsRepo(db),
    integrations: createIntegrationsRepo(db),
    locations: createLocationsRepo(db),
    localListings: createLocalListingsRepo(db),
    googlePosts: createGooglePostsRepo(db),
    metrics: createMetricsRepo(db),
    locationCounts: createLocationCountsRepo(db),
    oauthTokens: createOauthTokensRepo(db),
    oauthTokenStore: createOauthTokenStore(db),
    passwords: createPasswordsRepo(db),
    performance: createPerformanceRepo(db),
    photos: createPhotosRepo(db),
    responseTemplates: createResponseTemplatesRepo(db),
    responses: createResponsesRepo(db),
    reviewRequests: createReviewRequestsRepo(db),
    microsurveys: createMicrosurveysRepo(db),
    campaignReports: createCampaignReportsRepo(db),
    requestContacts: createRequestContactsRepo(db),
    reviewSync: createReviewSyncRepo(db),
    reviews: createReviewsRepo(db),
    firstPartyFeedback: createFirstPartyFeedbackRepo(db),
    scheduledExports: createScheduledExportsRepo(db),
    signup: createSignupRepo(db),
    sourceOverrides: createSourceOverridesRepo(db),
    specialHours: createSpecialHoursRepo(db),
    tags: createTagsRepo(db),
    urls: createUrlsRepo(db),
    userPreferences: createUserPreferencesRepo(db),
    users: createUsersRepo(db),
    webhooks: createWebhooksRepo(db),
  };
}

export type Repos = ReturnType<typeof createRepos>;
