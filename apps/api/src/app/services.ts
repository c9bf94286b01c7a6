import { AUTO_SYNC_DELAY_MS } from '@repute/domain';
import type { PgBoss } from 'pg-boss';
import { type Config, DEFAULT_SESSION_DAYS, DEFAULT_SMS_SENDS_PER_SECOND } from '../config';
import type { Connectors } from '../connectors/connectors';
import { createAccountsService } from '../modules/accounts';
import {
  createAlertNotifier,
  createAlertRaiser,
  createAlertSubscriptions,
  createAlertsService,
} from '../modules/alerts';
import { createAmplifyService } from '../modules/amplify';
import { createAuthService } from '../modules/auth';
import { createBillingService } from '../modules/billing';
import { createDateRangesService } from '../modules/date-ranges';
import { createExportFilesService, createExportsService } from '../modules/exports';
import { createBulkActionQueue, createGooglePostsService } from '../modules/google-posts';
import { createGroupsService, groupsCsv } from '../modules/groups';
import {
  createInsightsService,
  createReviewAnalysis,
  experienceCategoriesCsv,
  keywordDetailsCsv,
  keywordsCsv,
  requestAnalysis,
  requestReanalysis,
} from '../modules/insights';
import {
  createIntegrationsService,
  createOauthConnectService,
  type OauthClientConfig,
  type OauthProviderUrls,
  oauthProviders,
} from '../modules/integrations';
import { createIssuesService } from '../modules/issues';
import {
  createAutoSyncRequests,
  createListingEngine,
  createListingSync,
  createLocalListingsService,
  enqueueScan,
} from '../modules/local-listings';
import { createLocationDiffService, createLocationsService, locationsCsv } from '../modules/locations';
import { createMetricsService, groupMetricsCsv, locationMetricsCsv } from '../modules/metrics';
import { createNpiService } from '../modules/npi';
import { createOauthTokensService } from '../modules/oauth-tokens';
import { createPasswordsService } from '../modules/passwords';
import { createPerformanceService, createTargetsService, performanceCsv } from '../modules/performance';
import { createImagesService, createMediaService, createPhotoQueue } from '../modules/photos';
import { createReferenceService } from '../modules/reference';
import { createResponseTemplatesService } from '../modules/response-templates';
import { createResponseQueue, createResponsesService } from '../modules/responses';
import {
  createAskPagesService,
  createCampaignReportsService,
  createCampaignsService,
  createHeaderImages,
  createLandingService,
  createMicrosurveysService,
  createPublicFaceOf,
  createRequestContacts,
  createRequestCsvs,
  createRequestQueues,
  createRequestSender,
  createRequestSubscriptions,
  createRequestTemplatesService,
  createSmsWebhooks,
  microsurveyResponsesCsv,
} from '../modules/review-requests';
import { createReviewSyncLinks, createReviewSyncRequests } from '../modules/review-sync';
import { createFirstPartyFeedback, createReviewsService, reviewsCsv } from '../modules/reviews';
import {
  createOutsideDownloadLinks,
  createScheduledExportDownloads,
  createScheduledExportSubscriptions,
  createScheduledExportsService,
} from '../modules/scheduled-exports';
import { createSignupService } from '../modules/signup';
import { createSourceOverridesService } from '../modules/source-overrides';
import { createSourcesService } from '../modules/sources';
import { createSpecialHoursService } from '../modules/special-hours';
import { createTagsService } from '../modules/tags';
import { createUnsubscribeService } from '../modules/unsubscribe';
import { createUrlsService } from '../modules/urls';
import { createUserPreferencesService } from '../modules/user-preferences';
import { createUsersService } from '../modules/users';
import { createWebhooksService } from '../modules/webhooks';
import type { SqlExecutor } from '../platform/db/ambient-sql';
import type { UnitOfWork } from '../platform/db/unit-of-work';
import type { LinkSigner } from '../platform/mail/link-signer';
import { createMailer } from '../platform/mail/mail.jobs';
import type { Brand } from '../platform/mail/templates';
import type { UnsubscribeLinks } from '../platform/mail/unsubscribe-links';
import type { RealtimePublisher, SessionSockets } from '../platform/realtime/publisher';
import type { FileStorage } from '../platform/storage/file-storage';
import type { Repos } from './repos';

export const PRODUCT_BRAND: Brand = { productName: 'Repute', supportEmail: null };

export type ServiceDeps = {
  repos: Repos;
  /** One transaction around writes that span modules (Sync From Google's accept). */
  unitOfWork: UnitOfWork;
  boss: PgBoss;
  /** Writes jobs in the caller's unit of work, when there is one (the mail outbox). */
  jobSql: SqlExecutor;
  /** Signs and checks the unsubscribe links of e-mails nobody asked for. */
  unsubscribeLinks: UnsubscribeLinks;
  /** Signs and checks what other links of e-mails name (scheduled exports' downloads). */
  linkSigner: LinkSigner;
  config: Pick<Config, 'publicUrl'> &
    Partial<Pick<Config, 'sessionIdleDays' | 'sessionLifetimeDays'>> &
    Partial<Pick<Config, 'smsSendsPerSecond'>> &
    OauthClientConfig;
  connectors: Connectors;
  files: FileStorage;
  oauthProviderUrls?: OauthProviderUrls;
  /** Closes the realtime sockets of sessions that ended, in every server process; sends events to accounts. */
  realtime: SessionSockets & RealtimePublisher;
};

/**
 * Builds every module's service once per process, in dependency order: a module receives the services (or the
 * narrow functions) of the modules below it, never their repos.
 */
export function createServices({
  repos,
  unitOfWork,
  boss,
  jobSql,
  unsubscribeLinks,
  linkSigner,
  config,
  connectors,
  files,
  oauthProviderUrls,
  realtime,
}: ServiceDeps) {
  const { publicUrl } = config;
  const mailer = createMailer(boss, jobSql);

  const accounts = createAccountsService(
    repos.accounts,
    {
      teammatesCount: repos.users.teammatesCount,
      hasSynced: repos.reviewSync.hasSynced,
      hasLiveToken: repos.oauthTokens.hasLiveToken,
      responsesExist: repos.responses.anyExist,
    },
    repos.locations.countsByAccount,
  );
  /**
   * An account's e-mails carry its name as their mark (decision 0117); a white-label account's wear its partner's
   * colours and logo, are signed by the partner's name and give the partner's support address.
   */
  const brandFor = async (accountId: number): Promise<Brand> => {
    const { accountName, whitelabel } = await accounts.brandingOf(accountId);
    if (!whitelabel) return { ...PRODUCT_BRAND, accountName };
    const { settings, partnerName } = whitelabel;
    return {
      productName: partnerName || 'your dashboard',
      accountName,
      supportEmail: settings.support_email,
      colors: {
        header: settings.navigation_background_color,
        headerText: settings.main_text_color,
        accent: settings.active_text_color,
      },
      logoUrl: settings.logo_left,
    };
  };

  const auth = createAuthService({
    repo: repos.auth,
    attempts: repos.attemptCounts,
    mailer,
    publicUrl,
    brandFor,
    isChildOf: accounts.isChildOf,
    sessionDays: {
      idle: config.sessionIdleDays ?? DEFAULT_SESSION_DAYS.idle,
      lifetime: config.sessionLifetimeDays ?? DEFAULT_SESSION_DAYS.lifetime,
    },
    sessionsEnded: realtime.endSessions,
  });
  const passwords = createPasswordsService({
    repo: repos.passwords,
    attempts: repos.attemptCounts,
    auth,
    mailer,
    publicUrl,
    brandFor,
  });
  const users = createUsersService({
    repo: repos.users,
    mailer,
    resetLink: passwords.resetLink,
    changePassword: passwords.changePassword,
    endSessions: (userId) => auth.endSessions(userId),
    endShadowSessions: auth.endShadowSessions,
    accountName: accounts.nameOf,
    brandFor,
    publicUrl,
  });
  const signup = createSignupService({
    repo: repos.signup,
    emailTaken: users.emailTaken,
    mailer,
    publicUrl,
    brand: PRODUCT_BRAND,
  });

  const listingDataChanged = createAutoSyncRequests(repos.localListings, boss, AUTO_SYNC_DELAY_MS / 1000);
  const locations = createLocationsService({
    repo: repos.locations,
    accounts,
    directory: connectors.directory,
    listingDataChanged,
  });
  const existingLocationIds = locations.existingIds;
  const specialHours = createSpecialHoursService({
    repo: repos.specialHours,
    existingLocationIds,
    listingDataChanged,
  });
  const groups = createGroupsService({ repo: repos.groups, existingLocationIds });
  const sources = createSourcesService();

  const reviews = createReviewsService({ repo: repos.reviews, accounts });
  const reviewSync = createReviewSyncRequests(repos.reviewSync, boss, connectors.reviews);
  const reviewSyncLinks = createReviewSyncLinks(repos.reviewSync);

  const metrics = createMetricsService({ repo: repos.metrics, reviews });
  const reviewAnalysis = createReviewAnalysis(repos.analysis);
  const insights = createInsightsService({
    repo: repos.insights,
    analysis: reviewAnalysis,
    settingOn: accounts.settingOn,
    verticalOf: accounts.verticalOf,
    timeZoneOf: accounts.timeZoneOf,
    requestReanalysis: (accountId, runId) => requestReanalysis(boss, accountId, runId),
  });
  const listingEngine = createListingEngine({
    repo: repos.localListings,
    directories: connectors.listings,
    linkedPages: reviewSyncLinks.statesOfLocations,
  });
  // The industry score compares an account with the others of its vertical (decision 0048).
  const performance = createPerformanceService({
    repo: repos.performance,
    counts: repos.locationCounts,
    photos: repos.photos,
    listings: createListingSync({ repo: repos.localListings, engine: listingEngine }),
    settingOn: accounts.settingOn,
    verticalOf: accounts.verticalOf,
  });
  const microsurveys = createMicrosurveysService({
    repo: repos.microsurveys,
    requests: repos.reviewRequests,
    settingOn: accounts.settingOn,
    publicUrl,
  });
  // Each exportable resource's CSV, from the module that owns it (spec 000 §7 "Exports").
  const exports = createExportsService({
    csv: {
      reviews: reviewsCsv(reviews),
      locations: locationsCsv(locations),
      groups: groupsCsv(groups),
      metric_locations: locationMetricsCsv(metrics),
      metric_groups: groupMetricsCsv(metrics),
      keywords: keywordsCsv(insights),
      keyword_details: keywordDetailsCsv(insights),
      experience_categories: experienceCategoriesCsv(insights),
      location_performance: performanceCsv(performance),
      microsurvey_responses: microsurveyResponsesCsv(microsurveys),
    },
    settingOn: accounts.settingOn,
  });
  const exportFiles = createExportFilesService({
    repo: repos.exportFiles,
    exports,
    files,
    boss,
    jobSql,
    mailer,
    brandFor,
    publicUrl,
    unitOfWork,
  });
  const alerts = createAlertsService({
    repo: repos.alerts,
    scope: { existingLocationIds, groupExists: groups.exists },
  });
  const alertNotifier = createAlertNotifier({
    repo: repos.alerts,
    unitOfWork,
    mailer,
    links: unsubscribeLinks,
    brandFor,
    publicUrl,
  });
  // Public pages speak as the business, in its white-label look if it has one (decisions 0093, 0117).
  const publicFaceOf = createPublicFaceOf(accounts.brandingOf);
  const unsubscribe = createUnsubscribeService({
    links: unsubscribeLinks,
    faceOf: publicFaceOf,
    lists: {
      alerts: createAlertSubscriptions(repos.alerts),
      scheduled_exports: createScheduledExportSubscriptions(repos.scheduledExports, users.activeMembers),
      requests: createRequestSubscriptions(repos.reviewRequests),
    },
  });
  const feedbackArrived = createFirstPartyFeedback({
    repo: repos.firstPartyFeedback,
    realtime,
    requestAnalysis: (accountId) => requestAnalysis(boss, accountId),
  });
  const requestQueues = createRequestQueues(boss);
  const campaigns = createCampaignsService({ repo: repos.reviewRequests, queues: requestQueues });
  const requestSender = createRequestSender({
    repo: repos.reviewRequests,
    queues: requestQueues,
    mailer,
    sms: connectors.sms,
    links: unsubscribeLinks,
    unitOfWork,
    brandFor,
    timeZoneOf: accounts.timeZoneOf,
    publicUrl,
    smsSendsPerSecond: config.smsSendsPerSecond ?? DEFAULT_SMS_SENDS_PER_SECOND,
  });

  const oauthTokens = createOauthTokensService({ repo: repos.oauthTokens });
  const integrationDeps = {
    repo: repos.integrations,
    oauthTokens,
    providers: oauthProviders(config, oauthProviderUrls),
    publicUrl,
  };

  return {
    mailer,
    brandFor,
    accounts,
    alerts,
    alertNotifier,
    raiseAlert: createAlertRaiser(boss, jobSql),
    unsubscribe,
    campaigns,
    requestTemplates: createRequestTemplatesService({ repo: repos.reviewRequests }),
    requestCsvs: createRequestCsvs(campaigns, microsurveys, publicUrl),
    requestSender,
    landing: createLandingService({ repo: repos.reviewRequests, faceOf: publicFaceOf, feedbackArrived }),
    requestContacts: createRequestContacts(repos.requestContacts),
    headerImages: createHeaderImages({ files }),
    smsWebhooks: createSmsWebhooks({ repo: repos.reviewRequests, sms: connectors.sms, publicUrl }),
    microsurveys,
    campaignReports: createCampaignReportsService(repos.campaignReports),
    askPages: createAskPagesService({
      repo: repos.microsurveys,
      requests: repos.reviewRequests,
      settingOn: accounts.settingOn,
      faceOf: publicFaceOf,
      feedbackArrived,
    }),
    auth,
    passwords,
    users,
    signup,
    webhooks: createWebhooksService(repos.webhooks),
    oauthTokens,
    integrations: createIntegrationsService(integrationDeps),
    oauthConnect: createOauthConnectService(integrationDeps),
    locations,
    locationDiff: createLocationDiffService({
      locations,
      specialHours,
      directory: connectors.directory,
      unitOfWork,
      listingDataChanged,
    }),
    specialHours,
    groups,
    reference: createReferenceService(connectors.directory),
    sources,
    urls: createUrlsService({
      repo: repos.urls,
      syncStates: reviewSyncLinks,
      existingLocationIds,
      requestSync: (caller, key) =>
        reviewSync.request(caller, { location_id: key.locationId, source_id: key.sourceId, full: true }),
    }),
    sourceOverrides: createSourceOverridesService({
      repo: repos.sourceOverrides,
      existingLocationIds,
      listingDataChanged,
      settingOn: accounts.settingOn,
    }),
    issues: createIssuesService(locations),
    billing: createBillingService(accounts),
    npi: createNpiService(connectors.npi),
    userPreferences: createUserPreferencesService({
      repo: repos.userPreferences,
      references: { existingLocationIds, groupExists: groups.exists },
    }),
    scheduledExports: createScheduledExportsService({
      repo: repos.scheduledExports,
      accounts,
      members: users.activeMembers,
      unitOfWork,
    }),
    scheduledExportDownloads: createScheduledExportDownloads({
      repo: repos.scheduledExports,
      links: createOutsideDownloadLinks(linkSigner, publicUrl),
      files: exportFiles,
      settingOn: accounts.settingOn,
      faceOf: publicFaceOf,
    }),
    insights,
    reviewAnalysis,
    dateRanges: createDateRangesService(),
    reviews,
    responses: createResponsesService({ repo: repos.responses, reviews, queue: createResponseQueue(boss) }),
    tags: createTagsService({ repo: repos.tags, reviews }),
    responseTemplates: createResponseTemplatesService({ repo: repos.responseTemplates, reviews }),
    metrics,
    performance,
    targets: createTargetsService({
      repo: repos.performance,
      locations: repos.locationCounts.locations,
      settingOn: accounts.settingOn,
    }),
    exports,
    exportFiles,
    reviewSync,
    amplify: createAmplifyService({ repo: repos.amplify, settingOn: accounts.settingOn }),
    googlePosts: createGooglePostsService({
      repo: repos.googlePosts,
      unitOfWork,
      matchingLocations: repos.localListings.locations,
      groupExists: groups.exists,
      enqueue: createBulkActionQueue(boss, jobSql),
    }),
    localListings: createLocalListingsService({
      repo: repos.localListings,
      engine: listingEngine,
      settingOn: accounts.settingOn,
      requestScan: (accountId, locationIds) => enqueueScan(boss, accountId, locationIds),
    }),
    images: createImagesService({ repo: repos.photos, files, queue: createPhotoQueue(boss), realtime }),
    media: createMediaService({
      repo: repos.photos,
      unitOfWork,
      queue: createPhotoQueue(boss),
      files,
      existingLocationIds,
      listingStates: locations.listingStates,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
