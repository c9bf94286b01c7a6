import path from 'node:path';
import { z } from 'zod';
import { NPPES_REGISTRY_URL } from './connectors/npi-registry';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

/** A key or secret: blank counts as unset. */
const optionalSecret = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Every environment variable Repute reads, with its default. Nothing else reads process.env. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  REPUTE_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** Server processes answering HTTP on the one port (Node's cluster); 1 runs the server in the main process. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Demo mode: sandbox connectors answer for the demo data (listing directory, demo NPI providers). */
  DEMO_MODE: z.enum(['true', 'false']).default('true'),
  NPI_REGISTRY_URL: optionalUrl,
  /** Yelp Fusion API key: Yelp reviews are read only with one (outside demo mode). */
  YELP_API_KEY: optionalSecret,
  /**
   * Google OAuth client: admins connect Google on the integrations page, and the accounts' hour-long Google
   * access tokens are refreshed; unset, neither.
   */
  GOOGLE_CLIENT_ID: optionalSecret,
  GOOGLE_CLIENT_SECRET: optionalSecret,
  /** Facebook app: with its id and secret, admins connect their Facebook Page on the integrations page. */
  FACEBOOK_APP_ID: optionalSecret,
  FACEBOOK_APP_SECRET: optionalSecret,
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  logLevel: (typeof logLevels)[number];
  webConcurrency: number;
  demoMode: boolean;
  npiRegistryUrl: string;
  yelpApiKey: string | undefined;
  googleClientId: string | undefined;
  googleClientSecret: string | undefined;
  facebookAppId: string | undefined;
  facebookAppSecret: string | undefined;
};

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.REPUTE_DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://${displayHost(values.HOST)}:${values.PORT}`).replace(/\/$/, ''),
    smtpUrl: values.SMTP_URL,
    logLevel: values.LOG_LEVEL,
    webConcurrency: values.WEB_CONCURRENCY,
    demoMode: values.DEMO_MODE === 'true',
    npiRegistryUrl: values.NPI_REGISTRY_URL ?? NPPES_REGISTRY_URL,
    yelpApiKey: values.YELP_API_KEY,
    googleClientId: values.GOOGLE_CLIENT_ID,
    googleClientSecret: values.GOOGLE_CLIENT_SECRET,
    facebookAppId: values.FACEBOOK_APP_ID,
    facebookAppSecret: values.FACEBOOK_APP_SECRET,
  };
}

function displayHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host;
}
