import type { PgBoss } from 'pg-boss';
import { type Config, DEFAULT_SESSION_DAYS, DEFAULT_SMS_SENDS_PER_SECOND } from '../config';
import { createBillingProvider } from '../connectors/billing-providers';
import { createChatCompletions } from '../connectors/chat-completions';
import { type Connectors, createConnectors } from '../connectors/connectors';
import { createOidcProvider } from '../connectors/oidc-provider';
import { accountsModule, mtaAccountsCsv, PRODUCT_BRAND } from '../modules/accounts';
import { alertsModule, createAlertRaiser } from '../modules/alerts';
import { amplifyModule } from '../modules/amplify';
import { apiAccessModule } from '../modules/api-access';
import { auditEventsCsv, auditLogModule } from '../modules/audit-log';
import { authModule } from '../modules/auth';
import { autoRepliesModule } from '../modules/auto-replies';
import { billingModule } from '../modules/billing';
import { competitorsBrandsCsv, competitorsModule, competitorsOverviewCsv } from '../modules/competitors';
import { dateRangesModule } from '../modules/date-ranges';
import { exportsModule } from '../modules/exports';
import { googlePostsModule } from '../modules/google-posts';
import { groupsCsv, groupsModule } from '../modules/groups';
import {
  experienceCategoriesCsv,
  insightsModule,
  keywordDetailsCsv,
  keywordsCsv,
  requestAnalysis,
} from '../modules/insights';
import {
  integrationsModule,
  mtaIntegrationsCsv,
  type OauthClientConfig,
  type OauthProviderUrls,
} from '../modules/integrations';
import { issuesModule } from '../modules/issues';
import { localListingsModule } from '../modules/local-listings';
import { localSearchModule } from '../modules/local-search';
import { locationsCsv, locationsModule } from '../modules/locations';
import { groupMetricsCsv, locationMetricsCsv, metricsModule } from '../modules/metrics';
import { npiModule } from '../modules/npi';
import { oauthTokensModule } from '../modules/oauth-tokens';
import { oidcSsoModule } from '../modules/oidc-sso';
import { createWebhookEmitter, DELIVERY_RETRIES, outgoingWebhooksModule } from '../modules/outgoing-webhooks';
import { partnerAccountReportsModule, partnerAccountsCsv } from '../modules/partner-account-reports';
import { passwordsModule } from '../modules/passwords';
import { performanceCsv, performanceModule } from '../modules/performance';
import { photosModule } from '../modules/photos';
import { prescriptiveInsightsModule } from '../modules/prescriptive-insights';
import { referenceModule } from '../modules/reference';
import { replyDraftsModule } from '../modules/reply-drafts';
import { responseTemplatesModule } from '../modules/response-templates';
import { responsesModule } from '../modules/responses';
import { reviewDisputesModule } from '../modules/review-disputes';
import { microsurveyResponsesCsv, reviewRequestsModule } from '../modules/review-requests';
import { reviewSyncModule } from '../modules/review-sync';
import { reviewsCsv, reviewsModule } from '../modules/reviews';
import { scheduledExportsModule } from '../modules/scheduled-exports';
import { createSandboxPlaceLookup, partnerScorecardsCsv, scorecardsModule } from '../modules/scorecards';
import { signupModule } from '../modules/signup';
import { sourceOverridesModule } from '../modules/source-overrides';
import { sourcesModule } from '../modules/sources';
import { specialHoursModule } from '../modules/special-hours';
import { tagsModule } from '../modules/tags';
import { triageModule } from '../modules/triage';
import { unsubscribeModule } from '../modules/unsubscribe';
import { urlsModule } from '../modules/urls';
import { userPreferencesModule } from '../modules/user-preferences';
import { usersModule } from '../modules/users';
import { visualReportCsvs, visualReportsModule } from '../modules/visual-reports';
import { webhooksModule } from '../modules/webhooks';
import { createAttemptCounts } from '../platform/auth/attempt-counts';
import type { SqlExecutor } from '../platform/db/ambient-sql';
import type { Database } from '../platform/db/client';
import type { ReplicaReads } from '../platform/db/replica-reads';
import type { UnitOfWork } from '../platform/db/unit-of-work';
import type { LinkSigner } from '../platform/mail/link-signer';
import { createMailer } from '../platform/mail/mail.jobs';
import type { UnsubscribeLinks } from '../platform/mail/unsubscribe-links';
import { openModule, startModule } from '../platform/modules/module-definition';
import type { RealtimePublisher, SessionSockets } from '../platform/realtime/publisher';
import type { FileStorage } from '../platform/storage/file-storage';
import { type ConnectorConfig, connectorSettings } from './connector-settings';

/** Every module's definition: the queues the job system creates before any process sends. */
export const MODULES = [
  accountsModule,
  alertsModule,
  amplifyModule,
  auditLogModule,
  apiAccessModule,
  authModule,
  autoRepliesModule,
  billingModule,
  competitorsModule,
  dateRangesModule,
  exportsModule,
  googlePostsModule,
  groupsModule,
  insightsModule,
  integrationsModule,
  issuesModule,
  localListingsModule,
  localSearchModule,
  locationsModule,
  metricsModule,
  npiModule,
  oauthTokensModule,
  outgoingWebhooksModule,
  partnerAccountReportsModule,
  oidcSsoModule,
  passwordsModule,
  performanceModule,
  photosModule,
  prescriptiveInsightsModule,
  referenceModule,
  replyDraftsModule,
  responseTemplatesModule,
  responsesModule,
  reviewDisputesModule,
  reviewRequestsModule,
  reviewSyncModule,
  reviewsModule,
  scheduledExportsModule,
  scorecardsModule,
  signupModule,
  sourceOverridesModule,
  sourcesModule,
  specialHoursModule,
  tagsModule,
  triageModule,
  unsubscribeModule,
  urlsModule,
  userPreferencesModule,
  usersModule,
  visualReportsModule,
  webhooksModule,
];

export type ModuleParts = {
  /** The database as repos see it (withAmbientTransactions): a unit of work's writes are one transaction. */
  db: Database;
  /** One transaction around writes that span modules (Sync From Google's accept). */
  unitOfWork: UnitOfWork;
  /** Reads that may come from the standby once it has caught up (export jobs, decision 0151). */
  replicaReads: ReplicaReads;
  boss: PgBoss;
  /** Writes jobs in the caller's unit of work, when there is one (the mail outbox). */
  jobSql: SqlExecutor;
  /** Signs and checks the unsubscribe links of e-mails nobody asked for. */
  unsubscribeLinks: UnsubscribeLinks;
  /** Signs and checks what other links of e-mails name (scheduled exports' downloads). */
  linkSigner: LinkSigner;
  config: Pick<Config, 'publicUrl'> &
    Partial<
      Pick<
        Config,
        | 'sessionIdleDays'
        | 'sessionLifetimeDays'
        | 'smsSendsPerSecond'
        | 'llm'
        | 'localSearchTiles'
        | 'billing'
        | 'webhookAllowPrivateTargets'
      >
    > &
    ConnectorConfig &
    OauthClientConfig;
  /** The directories and registries the API asks; by default those of the config (sandboxes in demo mode). */
  connectors?: Connectors;
  files: FileStorage;
  oauthProviderUrls?: OauthProviderUrls;
  /** Closes the realtime sockets of sessions that ended, in every server process; sends events to accounts. */
  realtime: SessionSockets & RealtimePublisher;
};

/**
 * Builds every module once per process, in dependency order: a module gets the services (or the `reads`) of the
 * modules it names, never their repos. The order of the answer is the order of the routes (and of the OpenAPI
 * document).
 */
export function startModules(parts: ModuleParts) {
  const { db, boss, jobSql, unitOfWork, replicaReads, unsubscribeLinks, linkSigner, config, files, realtime } = parts;
  const { publicUrl } = config;
  const mailer = createMailer(boss, jobSql);
  /** Failed logins and reset e-mails counted across server processes (decision 0113). */
  const attempts = createAttemptCounts(db);
  const raiseAlert = createAlertRaiser(boss, jobSql);
  const analyse = (accountId: number) => requestAnalysis(boss, accountId);
  /** Outgoing webhooks' hook: the modules where events happen queue them (decision 0153). */
  const emitWebhook = createWebhookEmitter(boss, jobSql);

  // Opened first: their reads come before any service (the connectors' tokens, the account's setup progress).
  const oauthTokensOpened = openModule(oauthTokensModule, db);
  const usersOpened = openModule(usersModule, db);
  const reviewSyncOpened = openModule(reviewSyncModule, db);
  const responsesOpened = openModule(responsesModule, db);
  const reviewRequestsOpened = openModule(reviewRequestsModule, db);
  const locationsOpened = openModule(locationsModule, db);
  const tokens = oauthTokensOpened.reads;
  const connectors = parts.connectors ?? createConnectors(connectorSettings(config, tokens));

  const accounts = startModule(accountsModule, db, {
    setupFacts: {
      teammatesCount: usersOpened.reads.teammatesCount,
      hasSynced: reviewSyncOpened.reads.hasSynced,
      hasLiveToken: tokens.hasLiveToken,
      responsesExist: responsesOpened.reads.responsesExist,
      campaignsExist: reviewRequestsOpened.reads.campaignsExist,
    },
    locationCounts: locationsOpened.reads.countsByAccount,
  });
  const { brandFor } = accounts.services;
  const { settingOn, verticalOf, timeZoneOf } = accounts.services.accounts;

  // Built before the modules that write to it (decision 0158): sign-ins, and later SSO and webhooks.
  const auditLog = startModule(auditLogModule, db, {});
  const { record: recordAudit } = auditLog.services.auditLog;

  // The demo's offline provider unless the configuration says otherwise (decision 0134).
  const billingSettings = config.billing ?? { mode: 'sandbox' };
  const auth = startModule(authModule, db, {
    attempts,
    mailer,
    publicUrl,
    brandFor,
    isChildOf: accounts.services.accounts.isChildOf,
    sessionDays: {
      idle: config.sessionIdleDays ?? DEFAULT_SESSION_DAYS.idle,
      lifetime: config.sessionLifetimeDays ?? DEFAULT_SESSION_DAYS.lifetime,
    },
    sessionsEnded: realtime.endSessions,
    linkSigner,
    unitOfWork,
    billingOn: billingSettings.mode !== 'off',
    recordAudit,
  });
  const oidcSso = startModule(oidcSsoModule, db, {
    unitOfWork,
    provider: createOidcProvider(),
    publicUrl,
    issue: (userId, accountId, email) => auth.services.auth.issue(userId, accountId, email),
    recordAudit,
  });
  // The open API (issue 31): Bearer tokens act as their user, read afresh on every call.
  const apiAccess = startModule(apiAccessModule, db, { callerOfUser: auth.services.auth.callerOfUser });
  const passwords = startModule(passwordsModule, db, {
    attempts,
    auth: auth.services.auth,
    mailer,
    publicUrl,
    brandFor,
  });
  const users = usersOpened.start({
    mailer,
    resetLink: passwords.services.passwords.resetLink,
    changePassword: passwords.services.passwords.changePassword,
    endSessions: (userId) => auth.services.auth.endSessions(userId),
    endShadowSessions: auth.services.auth.endShadowSessions,
    accountName: accounts.services.accounts.nameOf,
    brandFor,
    publicUrl,
  });
  const signup = startModule(signupModule, db, {
    emailTaken: users.services.users.emailTaken,
    mailer,
    publicUrl,
    brand: PRODUCT_BRAND,
  });
  const webhooks = startModule(webhooksModule, db, {});
  const outgoingWebhooks = startModule(outgoingWebhooksModule, db, {
    boss,
    settingOn,
    allowPrivateTargets: config.webhookAllowPrivateTargets ?? false,
    retries: DELIVERY_RETRIES,
    recordAudit,
  });
  const triage = startModule(triageModule, db, {});

  const reviewSync = reviewSyncOpened.start({
    boss,
    connectors: connectors.reviews,
    realtime,
    alerts: { unitOfWork, raise: raiseAlert },
    requestAnalysis: analyse,
    emitWebhook,
  });
  const { reviewSyncLinks } = reviewSync.services;
  const localListings = startModule(localListingsModule, db, {
    boss,
    directories: connectors.listings,
    linkedPages: reviewSyncLinks.statesOfLocations,
    settingOn,
    emitWebhook,
  });
  const { listingDataChanged } = localListings.services;
  const locations = locationsOpened.start({
    trialRulesApply: billingSettings.mode !== 'off',
    accounts: accounts.services.accounts,
    directory: connectors.directory,
    listingDataChanged,
    fetchGoogleReviewsOf: reviewSync.services.reviewSync.fetchGoogleReviewsOf,
    unitOfWork,
    // Billing is started further down; a location is only added or deleted once every module is running.
    locationCountChanged: (accountId) => billing.services.billing.followLocations(accountId),
  });
  const existingLocationIds = locations.services.locations.existingIds;
  const specialHours = startModule(specialHoursModule, db, { existingLocationIds, listingDataChanged });
  const groups = startModule(groupsModule, db, { existingLocationIds });
  const groupExists = groups.services.groups.exists;
  const reference = startModule(referenceModule, db, { directory: connectors.directory });
  const sources = startModule(sourcesModule, db, {});
  const urls = startModule(urlsModule, db, {
    syncStates: reviewSyncLinks,
    existingLocationIds,
    requestSync: (caller, key) =>
      reviewSync.services.reviewSync.request(caller, {
        location_id: key.locationId,
        source_id: key.sourceId,
        full: true,
      }),
  });
  const sourceOverrides = startModule(sourceOverridesModule, db, {
    existingLocationIds,
    listingDataChanged,
    settingOn,
  });
  const issues = startModule(issuesModule, db, { locations: locations.services.locations });
  const billing = startModule(billingModule, db, {
    mode: billingSettings.mode,
    provider: createBillingProvider(billingSettings),
    accounts: accounts.services.accounts,
    locationCount: async (accountId) => (await locationsOpened.reads.countsByAccount([accountId])).get(accountId) ?? 0,
    unitOfWork,
    mailer,
    brandFor,
    adminEmails: usersOpened.reads.adminEmails,
    publicUrl,
  });
  const npi = startModule(npiModule, db, { npi: connectors.npi });
  const userPreferences = startModule(userPreferencesModule, db, {
    references: { existingLocationIds, groupExists },
  });

  const reviews = startModule(reviewsModule, db, {
    accounts: accounts.services.accounts,
    realtime,
    requestAnalysis: analyse,
  });
  const reviewsService = reviews.services.reviews;
  const insights = startModule(insightsModule, db, { boss, settingOn, verticalOf, timeZoneOf, replicaReads });
  const dateRanges = startModule(dateRangesModule, db, {});
  const responses = responsesOpened.start({
    boss,
    reviews: reviewsService,
    syncStates: reviewSyncLinks,
    connectors: connectors.reviews,
    realtime,
    alerts: { unitOfWork, raise: raiseAlert },
    emitWebhook,
  });
  const responseTemplates = startModule(responseTemplatesModule, db, { reviews: reviewsService });
  const replyDrafts = startModule(replyDraftsModule, db, {
    reviews: reviewsService,
    filledTemplates: responseTemplates.services.responseTemplates.filledFor,
    analysisOf: insights.services.insights.reviewAnalysisOf,
    verticalOf,
    chat: config.llm ? createChatCompletions(config.llm) : undefined,
  });
  const autoReplies = startModule(autoRepliesModule, db, {
    boss,
    reviews: reviewsService,
    responses: responses.services.responses,
    templates: responseTemplates.services.responseTemplates,
    drafts: replyDrafts.services.replyDrafts,
    settingOn,
    timeZoneOf,
  });
  const reviewDisputes = startModule(reviewDisputesModule, db, { reviews: reviewsService });
  const tags = startModule(tagsModule, db, { reviews: reviewsService });
  const metrics = startModule(metricsModule, db, { reviews: reviewsService });
  const competitors = startModule(competitorsModule, db, {
    places: connectors.competitorPlaces,
    counts: metrics.services.locationCounts,
  });

  const photos = startModule(photosModule, db, {
    boss,
    files,
    realtime,
    unitOfWork,
    existingLocationIds,
    listingStates: locations.services.locations.listingStates,
    directory: connectors.photos,
    linkedPages: reviewSyncLinks.statesOfLocations,
  });
  const performance = startModule(performanceModule, db, {
    replicaReads,
    counts: metrics.services.locationCounts,
    photos: photos.services.publishedPhotos,
    listings: localListings.services.listingSync,
    settingOn,
    verticalOf,
  });
  const googlePosts = startModule(googlePostsModule, db, {
    boss,
    jobSql,
    unitOfWork,
    groupExists,
    matchingLocations: localListings.services.matchingLocations,
    googlePosts: connectors.googlePosts,
    linkedPages: reviewSyncLinks.statesOfLocations,
    mailer,
    brandFor,
  });

  const oauthTokens = oauthTokensOpened.start({});
  const amplify = startModule(amplifyModule, db, { settingOn });
  const localSearch = startModule(localSearchModule, db, {
    boss,
    provider: connectors.localSearch,
    timeZoneOf,
    competitorLinks: competitors.services.competitorLinks,
    mapTiles: config.localSearchTiles ?? null,
  });
  const reviewRequests = reviewRequestsOpened.start({
    boss,
    smsCredits: billing.services.smsCredits,
    files,
    mailer,
    sms: connectors.sms,
    links: unsubscribeLinks,
    unitOfWork,
    brandFor,
    brandingOf: accounts.services.accounts.brandingOf,
    timeZoneOf,
    settingOn,
    publicUrl,
    smsSendsPerSecond: config.smsSendsPerSecond ?? DEFAULT_SMS_SENDS_PER_SECOND,
    feedbackArrived: reviews.services.feedbackArrived,
    emitWebhook,
  });

  const scorecards = startModule(scorecardsModule, db, {
    performance: performance.services.performance,
    reviews: reviewsService,
    faceOf: reviewRequests.services.publicFaceOf,
    // Prospects' public data (decision 0142): the sandbox until the Google Places (New) client of the competitors
    // work is wired here, the same PlaceLookup port.
    places: createSandboxPlaceLookup(),
  });
  const prescriptiveInsights = startModule(prescriptiveInsightsModule, db, {
    performance: performance.services.performance,
    reviews: reviewsService,
    campaignReports: reviewRequests.services.campaignReports,
  });
  const integrations = startModule(integrationsModule, db, {
    oauthTokens: oauthTokens.services.oauthTokens,
    config,
    oauthProviderUrls: parts.oauthProviderUrls,
    publicUrl,
    partners: {
      children: accounts.services.accounts.listChildren,
      isChildOf: accounts.services.accounts.isChildOf,
      accountName: accounts.services.accounts.nameOf,
      partnerOf: accounts.services.accounts.partnerOf,
      accountOwner: users.services.users.accountOwner,
      faceOf: reviewRequests.services.publicFaceOf,
    },
    linkSigner,
    mailer,
    brandFor,
  });
  const visualReports = startModule(visualReportsModule, db, {
    metrics: metrics.services.metrics,
    campaignOverview: reviewRequests.services.campaignReports.overview,
    listingOverview: localListings.services.localListings.overview,
    categoryRank: insights.services.insights.categoryRank,
    settingOn,
    brandFor,
    replicaReads,
  });
  const partnerAccountReports = startModule(partnerAccountReportsModule, db, {
    listChildren: accounts.services.accounts.listChildren,
    accountTotals: metrics.services.metrics.accountTotals,
    requestsSent: reviewRequests.services.campaignReports.sentBy,
    listingsNow: localListings.services.listingSync.accountNow,
  });

  // Each exportable resource's CSV, from the module that owns it (spec 000 §7 "Exports").
  const exports = startModule(exportsModule, db, {
    csv: {
      reviews: reviewsCsv(reviewsService),
      locations: locationsCsv(locations.services.locations),
      groups: groupsCsv(groups.services.groups),
      metric_locations: locationMetricsCsv(metrics.services.metrics),
      metric_groups: groupMetricsCsv(metrics.services.metrics),
      keywords: keywordsCsv(insights.services.insights),
      keyword_details: keywordDetailsCsv(insights.services.insights),
      experience_categories: experienceCategoriesCsv(insights.services.insights),
      location_performance: performanceCsv(performance.services.performance),
      microsurvey_responses: microsurveyResponsesCsv(reviewRequests.services.microsurveys),
      partner_scorecards: partnerScorecardsCsv(scorecards.services.scorecards, publicUrl),
      mta_accounts: mtaAccountsCsv(accounts.services.accounts),
      mta_integrations: mtaIntegrationsCsv(integrations.services.partnerTools),
      ...visualReportCsvs(visualReports.services.visualReports),
      partner_accounts: partnerAccountsCsv(partnerAccountReports.services.partnerAccountReports),
      competitors_overview: competitorsOverviewCsv(competitors.services.competitors),
      competitors_brands: competitorsBrandsCsv(competitors.services.competitors),
      audit_events: auditEventsCsv(auditLog.services.auditLog),
    },
    settingOn,
    files,
    boss,
    jobSql,
    mailer,
    brandFor,
    publicUrl,
    unitOfWork,
    replicaReads,
    emitWebhook,
  });
  const scheduledExports = startModule(scheduledExportsModule, db, {
    accounts: accounts.services.accounts,
    members: users.services.users.activeMembers,
    callerOfUser: auth.services.auth.callerOfUser,
    writeCsv: exports.services.exports.writeCsv,
    companionFile: visualReports.services.scheduledReportPdf,
    keepFile: exports.services.exportFiles.keep,
    exportFiles: exports.services.exportFiles,
    linkSigner,
    settingOn,
    faceOf: reviewRequests.services.publicFaceOf,
    mailer,
    unitOfWork,
    links: unsubscribeLinks,
    brandFor,
    publicUrl,
  });
  const alerts = startModule(alertsModule, db, {
    scope: { existingLocationIds, groupExists },
    unitOfWork,
    mailer,
    links: unsubscribeLinks,
    brandFor,
    publicUrl,
  });
  const unsubscribe = startModule(unsubscribeModule, db, {
    links: unsubscribeLinks,
    faceOf: reviewRequests.services.publicFaceOf,
    lists: {
      alerts: alerts.services.alertSubscriptions,
      scheduled_exports: scheduledExports.services.scheduledExportSubscriptions,
      requests: reviewRequests.services.requestSubscriptions,
    },
  });

  const modules = {
    auth,
    // The audit log (issue 31)
    auditLog,
    // Single sign-on with OpenID Connect (issue 31)
    oidcSso,
    apiAccess,
    passwords,
    signup,
    accounts,
    users,
    webhooks,
    // Outgoing webhooks (issue 31)
    outgoingWebhooks,
    triage,
    // Locations (issue 3)
    locations,
    specialHours,
    groups,
    reference,
    sources,
    urls,
    sourceOverrides,
    issues,
    billing,
    npi,
    // The filter bar (issue 4)
    userPreferences,
    scheduledExports,
    insights,
    dateRanges,
    // Reviews and the dashboard (issue 5)
    reviewSync,
    reviews,
    responses,
    responseTemplates,
    replyDrafts,
    // Rules, approvals and disputes (issue 32 §2)
    autoReplies,
    reviewDisputes,
    tags,
    metrics,
    // Location Performance (issue 13), Local Listings (issue 14)
    performance,
    localListings,
    googlePosts,
    photos,
    // Exports (issue 11)
    exports,
    // Integrations
    oauthTokens,
    integrations,
    // Review alerts and the unsubscribe links of e-mails (issue 11)
    alerts,
    unsubscribe,
    // Amplify review widgets (issue 16)
    amplify,
    // Local Search (issue 29)
    localSearch,
    // The Ask tool: review requests and their landing pages (issue 15)
    reviewRequests,
    // Scorecards and prescriptive insights (issue 30)
    scorecards,
    prescriptiveInsights,
    // Reports (issue 30)
    visualReports,
    partnerAccountReports,
    // Competitors (issue 28)
    competitors,
  };
  return { modules, connectors, connectorTokens: tokens, shared: { mailer, raiseAlert } };
}

type StartedModules = ReturnType<typeof startModules>['modules'];
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (all: infer I) => void
  ? I
  : never;

/** Every module's services in one record, by name (the services' names are unique across modules). */
export type Services = UnionToIntersection<StartedModules[keyof StartedModules]['services']> & {
  mailer: ReturnType<typeof createMailer>;
  raiseAlert: ReturnType<typeof createAlertRaiser>;
};

export function servicesOf({ modules, shared }: ReturnType<typeof startModules>): Services {
  return Object.assign({}, shared, ...Object.values(modules).map((module) => module.services));
}
