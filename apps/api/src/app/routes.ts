import type { Config } from '../config';
import { accountsRoutes } from '../modules/accounts';
import { alertsRoutes } from '../modules/alerts';
import { amplifyRoutes } from '../modules/amplify';
import { authRoutes } from '../modules/auth';
import { billingRoutes } from '../modules/billing';
import { dateRangesRoutes } from '../modules/date-ranges';
import { exportsRoutes } from '../modules/exports';
import { googlePostsRoutes } from '../modules/google-posts';
import { groupsRoutes } from '../modules/groups';
import { insightsRoutes } from '../modules/insights';
import { integrationsRoutes } from '../modules/integrations';
import { issuesRoutes } from '../modules/issues';
import { localListingsRoutes } from '../modules/local-listings';
import { locationsRoutes } from '../modules/locations';
import { metricsRoutes } from '../modules/metrics';
import { npiRoutes } from '../modules/npi';
import { oauthTokensRoutes } from '../modules/oauth-tokens';
import { passwordsRoutes } from '../modules/passwords';
import { performanceCsvRoutes, performanceRoutes } from '../modules/performance';
import { photosRoutes } from '../modules/photos';
import { referenceRoutes } from '../modules/reference';
import { responseTemplatesRoutes } from '../modules/response-templates';
import { responsesRoutes } from '../modules/responses';
import {
  askPagesRoutes,
  campaignReportsRoutes,
  headerImageRoutes,
  landingRoutes,
  microsurveysRoutes,
  requestContactsRoutes,
  reviewRequestsRoutes,
  smsWebhookRoutes,
} from '../modules/review-requests';
import { reviewSyncRoutes } from '../modules/review-sync';
import { reviewsRoutes } from '../modules/reviews';
import { scheduledExportDownloadRoutes, scheduledExportsRoutes } from '../modules/scheduled-exports';
import { signupRoutes } from '../modules/signup';
import { sourceOverridesRoutes } from '../modules/source-overrides';
import { sourcesRoutes } from '../modules/sources';
import { specialHoursRoutes } from '../modules/special-hours';
import { tagsRoutes } from '../modules/tags';
import { triageRoutes } from '../modules/triage';
import { unsubscribeRoutes } from '../modules/unsubscribe';
import { urlsRoutes } from '../modules/urls';
import { userPreferencesRoutes } from '../modules/user-preferences';
import { usersRoutes } from '../modules/users';
import { webhooksRoutes } from '../modules/webhooks';
import type { TypedApp } from '../platform/http/routing';
import type { Services } from './services';

/** Every route of the API, in one ordered list (the order of the OpenAPI document). */
export function registerRoutes(routes: TypedApp, services: Services, config: Pick<Config, 'publicUrl'>): void {
  authRoutes(routes, services.auth);
  passwordsRoutes(routes, services.passwords);
  signupRoutes(routes, services.signup);
  accountsRoutes(routes, services.accounts);
  usersRoutes(routes, services.users);
  webhooksRoutes(routes, services.webhooks);
  triageRoutes(routes);
  // Locations (issue 3)
  locationsRoutes(routes, services.locations, services.locationDiff);
  specialHoursRoutes(routes, services.specialHours);
  groupsRoutes(routes, services.groups);
  referenceRoutes(routes, services.reference);
  sourcesRoutes(routes, services.sources);
  urlsRoutes(routes, services.urls);
  sourceOverridesRoutes(routes, services.sourceOverrides);
  issuesRoutes(routes, services.issues);
  billingRoutes(routes, services.billing);
  npiRoutes(routes, services.npi);
  // The filter bar (issue 4)
  userPreferencesRoutes(routes, services.userPreferences);
  scheduledExportsRoutes(routes, services.scheduledExports);
  scheduledExportDownloadRoutes(routes, services.scheduledExportDownloads);
  insightsRoutes(routes, services.insights);
  dateRangesRoutes(routes, services.dateRanges);
  // Reviews and the dashboard (issue 5)
  reviewSyncRoutes(routes, services.reviewSync);
  reviewsRoutes(routes, services.reviews);
  responsesRoutes(routes, services.responses);
  responseTemplatesRoutes(routes, services.responseTemplates);
  tagsRoutes(routes, services.tags);
  metricsRoutes(routes, services.metrics);
  // Location Performance (issue 13)
  performanceRoutes(routes, services.performance, services.targets);
  performanceCsvRoutes(routes, services.exports);
  // Local Listings (issue 14)
  localListingsRoutes(routes, services.localListings);
  googlePostsRoutes(routes, services.googlePosts);
  photosRoutes(routes, services);
  // Exports (issue 11)
  exportsRoutes(routes, services.exports, services.exportFiles);
  // Integrations
  oauthTokensRoutes(routes, services.oauthTokens);
  integrationsRoutes(routes, { ...services, publicUrl: config.publicUrl });
  // Review alerts and the unsubscribe links of e-mails (issue 11)
  alertsRoutes(routes, services.alerts);
  unsubscribeRoutes(routes, services.unsubscribe);
  // Amplify review widgets (issue 16)
  amplifyRoutes(routes, services.amplify);
  // The Ask tool: review requests and their landing pages (issue 15)
  reviewRequestsRoutes(routes, {
    campaigns: services.campaigns,
    templates: services.requestTemplates,
    csvs: services.requestCsvs,
  });
  landingRoutes(routes, services.landing);
  smsWebhookRoutes(routes, services.smsWebhooks);
  microsurveysRoutes(routes, services.microsurveys);
  askPagesRoutes(routes, services.askPages);
  campaignReportsRoutes(routes, services.campaignReports);
  requestContactsRoutes(routes, services.requestContacts);
  headerImageRoutes(routes, services.headerImages);
}
