import type { PgBoss } from 'pg-boss';
import type { Config } from '../config';
import type { Connectors } from '../connectors/connectors';
import type { OauthClientConfig, OauthProviderUrls } from '../modules/integrations';
import { ambientSqlExecutor } from '../platform/db/ambient-sql';
import type { Database } from '../platform/db/client';
import { createReplicaReads } from '../platform/db/replica-reads';
import { createUnitOfWork, withAmbientTransactions } from '../platform/db/unit-of-work';
import { createLinkSigner } from '../platform/mail/link-signer';
import { createUnsubscribeLinks } from '../platform/mail/unsubscribe-links';
import { createRealtimePublisher } from '../platform/realtime/publisher';
import type { FileStorage } from '../platform/storage/file-storage';
import type { ConnectorConfig } from './connector-settings';
import { servicesOf, startModules } from './modules';

export type ComposeDeps = {
  db: Database;
  /** DATABASE_REPLICA_URL's standby, which export jobs read once it has caught up (decision 0151). */
  replica?: Database;
  boss: PgBoss;
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
  /** Where files go (export files): a folder or a bucket (platform/storage/create-storage.ts). */
  files: FileStorage;
  /** The directories and registries the API asks; by default those config names (sandboxes in demo mode). */
  connectors?: Connectors;
  /** Where the OAuth providers are (consent pages, token endpoints); their public addresses by default. */
  oauthProviderUrls?: OauthProviderUrls;
};

/** The whole system's parts, each built once: the modules, connectors and services, for the server and the worker. */
export function compose({ db, replica, boss, config, files, connectors, oauthProviderUrls }: ComposeDeps) {
  const ambientDb = withAmbientTransactions(db);
  const unitOfWork = createUnitOfWork(db);
  const linkSigner = createLinkSigner(db);
  const unsubscribeLinks = createUnsubscribeLinks(linkSigner, config.publicUrl);
  const realtime = createRealtimePublisher(db.$client);
  const started = startModules({
    db: ambientDb,
    unitOfWork,
    replicaReads: createReplicaReads(db, replica),
    boss,
    jobSql: ambientSqlExecutor(ambientDb),
    unsubscribeLinks,
    linkSigner,
    config,
    connectors,
    files,
    oauthProviderUrls,
    realtime,
  });
  return {
    modules: started.modules,
    connectors: started.connectors,
    /** The accounts' stored provider tokens, as the connectors read them (tests build connectors of their own). */
    connectorTokens: started.connectorTokens,
    services: servicesOf(started),
    realtime,
    files,
    unitOfWork,
    unsubscribeLinks,
    linkSigner,
  };
}

export type Composed = ReturnType<typeof compose>;
