import type { PgBoss } from 'pg-boss';
import type { Connectors } from '../connectors/connectors';
import type { ReviewConnectors } from '../connectors/review-source';
import { ALERT_QUEUES, workAlerts } from '../modules/alerts';
import { EXPORT_QUEUES, workExportFiles } from '../modules/exports';
import { createGooglePostJobs, GOOGLE_POST_QUEUES, workGooglePosts } from '../modules/google-posts';
import { INSIGHTS_QUEUES, requestAnalysis, workInsights } from '../modules/insights';
import { createListingEngine, LOCAL_LISTING_QUEUES, workLocalListings } from '../modules/local-listings';
import { createPhotoJobs, PHOTO_QUEUES, workPhotos } from '../modules/photos';
import { createResponseJobs, RESPONSE_QUEUES, workResponses } from '../modules/responses';
import { REVIEW_REQUEST_QUEUES, workReviewRequests } from '../modules/review-requests';
import {
  createReviewSyncLinks,
  createReviewSyncService,
  REVIEW_SYNC_QUEUES,
  workReviewSync,
} from '../modules/review-sync';
import {
  createOutsideDownloadLinks,
  createScheduledExportDelivery,
  SCHEDULED_EXPORT_QUEUES,
  type ScheduledExportDelivery,
  workScheduledExports,
} from '../modules/scheduled-exports';
import type { UnitOfWork } from '../platform/db/unit-of-work';
import { type BossRole, startBoss } from '../platform/jobs/boss';
import { MAIL_QUEUES } from '../platform/mail/mail.jobs';
import type { RealtimePublisher } from '../platform/realtime/publisher';
import type { Composed } from './compose';
import type { Repos } from './repos';
import type { Services } from './services';

/** Every queue any module sends to. */
export const QUEUES = [
  ...MAIL_QUEUES,
  ...RESPONSE_QUEUES,
  ...REVIEW_SYNC_QUEUES,
  ...EXPORT_QUEUES,
  ...SCHEDULED_EXPORT_QUEUES,
  ...ALERT_QUEUES,
  ...INSIGHTS_QUEUES,
  ...LOCAL_LISTING_QUEUES,
  ...REVIEW_REQUEST_QUEUES,
  ...GOOGLE_POST_QUEUES,
  ...PHOTO_QUEUES,
];

/** pg-boss with every module's queue created. */
export function startJobQueues(url: string, role: BossRole, onError: (error: Error) => void): Promise<PgBoss> {
  return startBoss(url, role, onError, QUEUES);
}

export type DeliveryOptions = {
  publicUrl: string;
  /** The clock that decides what is due (tests set it to an export's time). */
  now?: () => Date;
  attachmentLimitBytes?: number;
  onError?: (error: unknown, exportId: number) => void;
};

/** The scheduled exports' sender, from the composed parts: built as each owner by the exports module, mailed. */
export function scheduledExportDelivery(
  {
    repos,
    services,
    unitOfWork,
    unsubscribeLinks,
    linkSigner,
  }: Pick<Composed, 'unitOfWork' | 'unsubscribeLinks' | 'linkSigner'> & {
    repos: Pick<Repos, 'scheduledExports'>;
    services: Services;
  },
  options: DeliveryOptions,
): ScheduledExportDelivery {
  return createScheduledExportDelivery({
    repo: repos.scheduledExports,
    unitOfWork,
    links: unsubscribeLinks,
    brandFor: services.brandFor,
    accounts: services.accounts,
    members: services.users.activeMembers,
    callerOfUser: services.auth.callerOfUser,
    writeCsv: services.exports.writeCsv,
    keepFile: services.exportFiles.keep,
    downloadLinks: createOutsideDownloadLinks(linkSigner, options.publicUrl),
    mailer: services.mailer,
    ...options,
  });
}

/** The worker side of scheduled exports: the every-minute sweep that sends the due ones. */
export async function workScheduledExportJobs(
  boss: PgBoss,
  composed: Parameters<typeof scheduledExportDelivery>[0],
  options: DeliveryOptions,
): Promise<void> {
  await workScheduledExports(boss, scheduledExportDelivery(composed, options));
}

export type ReviewJobDeps = {
  repos: Pick<Repos, 'responses' | 'reviewSync'>;
  services: Pick<Services, 'reviews' | 'raiseAlert'>;
  connectors: ReviewConnectors;
  realtime: RealtimePublisher;
  unitOfWork: UnitOfWork;
};

/** The worker side of reviews: response publish/delete through the connectors, and review syncs. */
export async function workReviewJobs(
  boss: PgBoss,
  { repos, services, connectors, realtime, unitOfWork }: ReviewJobDeps,
) {
  const alerts = { unitOfWork, raise: services.raiseAlert };
  const responseJobs = createResponseJobs({
    alerts,
    repo: repos.responses,
    reviews: services.reviews,
    syncStates: createReviewSyncLinks(repos.reviewSync),
    connectors,
    realtime,
  });
  await workResponses(boss, responseJobs);
  const sync = createReviewSyncService({
    repo: repos.reviewSync,
    connectors,
    realtime,
    alerts,
    requestAnalysis: (accountId) => requestAnalysis(boss, accountId),
  });
  await workReviewSync(boss, sync, repos.reviewSync);
}

/** The worker side of exports: on-demand export files, streamed to file storage. */
export async function workExportJobs(boss: PgBoss, services: Pick<Services, 'exportFiles'>): Promise<void> {
  await workExportFiles(boss, services.exportFiles);
}

/** The worker side of review alerts: raised alerts become e-mails; every minute, digests and waiting reviews. */
export async function workAlertJobs(boss: PgBoss, services: Pick<Services, 'alertNotifier'>) {
  await workAlerts(boss, services.alertNotifier);
}

/** The worker side of insights: reviews analysed as they arrive, re-analyses, and the nightly retraining. */
export async function workInsightJobs(boss: PgBoss, services: Pick<Services, 'reviewAnalysis'>) {
  await workInsights(boss, services.reviewAnalysis);
}

/** The worker side of Local Listings: scans several times a day and on demand, due changes every minute, Auto Sync. */
export async function workLocalListingJobs(
  boss: PgBoss,
  {
    repos,
    connectors,
  }: { repos: Pick<Repos, 'localListings' | 'reviewSync'>; connectors: Pick<Connectors, 'listings'> },
  options: { now?: () => Date } = {},
) {
  const engine = createListingEngine({
    repo: repos.localListings,
    directories: connectors.listings,
    linkedPages: createReviewSyncLinks(repos.reviewSync).statesOfLocations,
    ...options,
  });
  await workLocalListings(boss, engine, repos.localListings);
}

/** The worker side of review requests: campaigns started, one job per request, and the reminder sweep. */
export async function workReviewRequestJobs(boss: PgBoss, services: Pick<Services, 'requestSender'>) {
  await workReviewRequests(boss, services.requestSender);
}

/** The worker side of Google posts: each bulk action posts to its locations and e-mails the report. */
export async function workGooglePostJobs(
  boss: PgBoss,
  {
    repos,
    services,
    connectors,
    unitOfWork,
  }: {
    repos: Pick<Repos, 'googlePosts' | 'localListings' | 'reviewSync'>;
    services: Pick<Services, 'mailer' | 'brandFor'>;
    connectors: Pick<Connectors, 'googlePosts'>;
    unitOfWork: UnitOfWork;
  },
) {
  const jobs = createGooglePostJobs({
    repo: repos.googlePosts,
    googlePosts: connectors.googlePosts,
    linkedPages: createReviewSyncLinks(repos.reviewSync).statesOfLocations,
    matchingLocations: repos.localListings.locations,
    mailer: services.mailer,
    brandFor: services.brandFor,
    unitOfWork,
  });
  await workGooglePosts(boss, jobs);
}

/** The worker side of photos: uploads processed with sharp, photos sent to Google (the sandbox in demo mode). */
export async function workPhotoJobs(
  boss: PgBoss,
  {
    repos,
    services,
    connectors,
    files,
  }: {
    repos: Pick<Repos, 'photos' | 'reviewSync'>;
    services: Pick<Services, 'images'>;
    connectors: Pick<Connectors, 'photos'>;
    files: Composed['files'];
  },
) {
  const jobs = createPhotoJobs({
    repo: repos.photos,
    files,
    directory: connectors.photos,
    linkedPages: createReviewSyncLinks(repos.reviewSync).statesOfLocations,
  });
  await workPhotos(boss, services.images, jobs);
}
