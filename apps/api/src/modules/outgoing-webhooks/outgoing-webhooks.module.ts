import type { AccountSettingCode } from '@repute/domain';
import type { PgBoss } from 'pg-boss';
import { defineModule } from '../../platform/modules/module-definition';
import {
  createWebhookJobs,
  type DeliveryAuditWriter,
  type DeliveryRetries,
  OUTGOING_WEBHOOK_QUEUES,
  workOutgoingWebhooks,
} from './outgoing-webhooks.jobs';
import { createOutgoingWebhooksRepo } from './outgoing-webhooks.repo';
import { outgoingWebhooksRoutes } from './outgoing-webhooks.routes';
import { createOutgoingWebhooksService } from './outgoing-webhooks.service';

type Deps = {
  boss: PgBoss;
  settingOn: (accountId: number, code: AccountSettingCode) => Promise<boolean>;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: private, loopback and link-local URLs allowed (tests, self-hosting). */
  allowPrivateTargets: boolean;
  /** The back-off of failed deliveries: DELIVERY_RETRIES, which a test's worker shortens. */
  retries: DeliveryRetries;
  /** Writes each delivery attempt to the subscription's account's audit log. */
  recordAudit: DeliveryAuditWriter;
};

/**
 * Outgoing webhooks (issue 31, decision 0153): other modules emit events through createWebhookEmitter; this module
 * fans them out to the account's subscriptions and delivers them signed, with retries and a log. Not to be confused
 * with modules/webhooks, the spec's incoming endpoints.
 */
export const outgoingWebhooksModule = defineModule({
  name: 'outgoing-webhooks',
  createRepos: (db) => createOutgoingWebhooksRepo(db),
  createServices: (repo, deps: Deps) => {
    const webhookJobs = createWebhookJobs({ ...deps, repo });
    return {
      outgoingWebhooks: createOutgoingWebhooksService({
        repo,
        jobs: webhookJobs,
        allowPrivateTargets: deps.allowPrivateTargets,
      }),
    };
  },
  routes: (app, { outgoingWebhooks }) => outgoingWebhooksRoutes(app, outgoingWebhooks),
  queues: OUTGOING_WEBHOOK_QUEUES,
  // Built from the run's deps, so that a test's worker can shorten the back-off or allow its local receiver.
  jobHandlers: (boss, { repos, deps }) => workOutgoingWebhooks(boss, createWebhookJobs({ ...deps, boss, repo: repos })),
});
