import type { PgBoss } from 'pg-boss';
import type { ReviewConnectors } from '../connectors/review-source';
import { ALERT_QUEUES, workAlerts } from '../modules/alerts';
import { createResponseJobs, RESPONSE_QUEUES, workResponses } from '../modules/responses';
import {
  createReviewSyncLinks,
  createReviewSyncService,
  REVIEW_SYNC_QUEUES,
  workReviewSync,
} from '../modules/review-sync';
import type { UnitOfWork } from '../platform/db/unit-of-work';
import { type BossRole, startBoss } from '../platform/jobs/boss';
import { MAIL_QUEUES } from '../platform/mail/mail.jobs';
import type { RealtimePublisher } from '../platform/realtime/publisher';
import type { Repos } from './repos';
import type { Services } from './services';

/** Every queue any module sends to. */
export const QUEUES = [...MAIL_QUEUES, ...ALERT_QUEUES, ...RESPONSE_QUEUES, ...REVIEW_SYNC_QUEUES];

/** pg-boss with every module's queue created. */
export function startJobQueues(url: string, role: BossRole, onError: (error: Error) => void): Promise<PgBoss> {
  return startBoss(url, role, onError, QUEUES);
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
  const sync = createReviewSyncService({ repo: repos.reviewSync, connectors, realtime, alerts });
  await workReviewSync(boss, sync, repos.reviewSync);
}

/** The worker side of review alerts: raised alerts become e-mails; every minute, digests and waiting reviews. */
export async function workAlertJobs(boss: PgBoss, services: Pick<Services, 'alertNotifier'>) {
  await workAlerts(boss, services.alertNotifier);
}
