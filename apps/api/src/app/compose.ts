import type { PgBoss } from 'pg-boss';
import type { Config } from '../config';
import { type Connectors, createConnectors } from '../connectors/connectors';
import type { OauthClientConfig, OauthProviderUrls } from '../modules/integrations';
import { ambientSqlExecutor } from '../platform/db/ambient-sql';
import type { Database } from '../platform/db/client';
import { createUnitOfWork, withAmbientTransactions } from '../platform/db/unit-of-work';
import { createLinkSigner } from '../platform/mail/link-signer';
import { createUnsubscribeLinks } from '../platform/mail/unsubscribe-links';
import { createRealtimePublisher } from '../platform/realtime/publisher';
import type { FileStorage } from '../platform/storage/file-storage';
import { connectorSettings } from './connector-settings';
import { createRepos } from './repos';
import { createServices } from './services';

export type ComposeDeps = {
  db: Database;
  boss: PgBoss;
  config: Pick<Config, 'publicUrl'> &
    Partial<
      Pick<Config, 'demoMode' | 'npiRegistryUrl' | 'yelpApiKey' | 'sessionIdleDays' | 'sessionLifetimeDays' | 'twilio'>
    > &
    Partial<Pick<Config, 'tripadvisorApiKey' | 'appleBusinessConnect'>> &
    Partial<Pick<Config, 'smsSendsPerSecond'>> &
    OauthClientConfig;
  /** Where files go (export files): a folder or a bucket (platform/storage/create-storage.ts). */
  files: FileStorage;
  /** The directories and registries the API asks; by default those config names (sandboxes in demo mode). */
  connectors?: Connectors;
  /** Where the OAuth providers are (consent pages, token endpoints); their public addresses by default. */
  oauthProviderUrls?: OauthProviderUrls;
};

/** The whole system's parts, each built once: repos, connectors and services, for the server and the worker. */
export function compose({ db, boss, config, files, connectors, oauthProviderUrls }: ComposeDeps) {
  const ambientDb = withAmbientTransactions(db);
  const repos = createRepos(ambientDb);
  const connected = connectors ?? createConnectors(connectorSettings(config, repos));
  const unitOfWork = createUnitOfWork(db);
  const linkSigner = createLinkSigner(db);
  const unsubscribeLinks = createUnsubscribeLinks(linkSigner, config.publicUrl);
  const realtime = createRealtimePublisher(db.$client);
  const services = createServices({
    repos,
    unitOfWork,
    boss,
    jobSql: ambientSqlExecutor(ambientDb),
    unsubscribeLinks,
    linkSigner,
    config,
    files,
    connectors: connected,
    oauthProviderUrls,
    realtime,
  });
  return { repos, connectors: connected, services, realtime, files, unitOfWork, unsubscribeLinks, linkSigner };
}

export type Composed = ReturnType<typeof compose>;
