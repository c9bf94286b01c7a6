import { isIP } from 'node:net';
import path from 'node:path';
import { type MapTiles, TILE_URL_PLACEHOLDERS } from '@repute/domain';
import { z } from 'zod';
import type { ChatCompletionsSettings } from './connectors/chat-completions';
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

/** proxy-addr's names for ranges: what Fastify's trustProxy accepts besides addresses and CIDRs. */
const namedRanges = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(entry: string): boolean {
  if (namedRanges.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: whom to believe about the client's address (X-Forwarded-For). Unset: nobody, the socket's peer is
 * the client. A number: that many proxies in front of Repute. Otherwise the proxies' addresses or CIDRs, comma
 * separated. `true` (believe anyone) is refused: any client could then choose its address and dodge rate limits.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, context): false | number | string[] => {
    if (!value) return false;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrCidr(entry));
    if (bad.length === 0) return entries;
    const why = value === 'true' ? 'true would let any client choose its address' : `not ${bad.join(', ')}`;
    context.addIssue({
      code: 'custom',
      message:
        `expected a number of proxies (e.g. 1) or their addresses or CIDRs, comma separated ` +
        `(e.g. 10.0.0.5,192.168.0.0/16); ${why}`,
    });
    return z.NEVER;
  });

/** How long a session lasts unless SESSION_IDLE_DAYS and SESSION_LIFETIME_DAYS say otherwise (decision 0018). */
/** Enough for the answers of a few thousand sessions' screens. */
export const DEFAULT_RESPONSE_CACHE_MB = 64;

/**
 * How many connections one address may hold open at once (decision 0112): a browser holds about 7 (6 for HTTP, 1 for
 * realtime), so an office of thirty behind one address stays far below it.
 */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 256;

export const DEFAULT_SESSION_DAYS = { idle: 14, lifetime: 30 } as const;

/** Twilio's documented rate for one US long code: one message a second (decision 0104). */
export const DEFAULT_SMS_SENDS_PER_SECOND = 1;

/** A number of days, fractions allowed (0.5 is twelve hours). */
const days = (fallback: number) => z.coerce.number().positive().max(3650).default(fallback);

/** Every environment variable Repute reads, with its default. Nothing else reads process.env. */
export const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    REPUTE_DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    /**
     * A streaming-replication standby of DATABASE_URL's database: export files are read from it once it has
     * replayed what the primary had written when their job started (decision 0151). Unset, everything reads the
     * primary.
     */
    DATABASE_REPLICA_URL: optionalUrl,
    PUBLIC_URL: optionalUrl,
    TRUST_PROXY: trustProxy,
    SMTP_URL: optionalUrl,
    LOG_LEVEL: z.enum(logLevels).default('info'),
    /** Server processes answering HTTP on the one port (Node's cluster); 1 runs the server in the main process. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    /** Memory for each server process's cache of the screens' answers (decision 0070); 0 turns it off. */
    RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(DEFAULT_RESPONSE_CACHE_MB),
    /** Connections one client address may hold open in each server process; not applied behind TRUST_PROXY (0112). */
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .default(DEFAULT_MAX_CONNECTIONS_PER_ADDRESS),
    /** Strict-Transport-Security's max-age in seconds on answers to HTTPS requests; 0 sends none (decision 0112). */
    HSTS_MAX_AGE: z.coerce
      .number({ error: 'expected a number of seconds, such as 31536000 (a year), or 0 for none' })
      .int()
      .min(0)
      .max(63_072_000, { error: 'expected at most 63072000 seconds (two years)' })
      .default(0),
    /** A Sentry-compatible DSN: unexpected errors of the API and the web app are reported there; unset, none are. */
    SENTRY_DSN: optionalUrl,
    /** A bearer token a Prometheus scraper on another machine presents at /metrics (loopback needs none). */
    METRICS_TOKEN: optionalSecret,
    /** `production` reports every error; anything else one in ten (spec 000 §9). */
    NODE_ENV: z.string().trim().default('development'),
    /** Demo mode: sandbox connectors answer for the demo data (listing directory, demo NPI providers). */
    DEMO_MODE: z.enum(['true', 'false']).default('true'),
    /** `false` when something else serves the web app (Vite's dev server in `npm run dev`; an API-only test). */
    SERVE_WEB_APP: z.enum(['true', 'false']).default('true'),
    NPI_REGISTRY_URL: optionalUrl,
    /** Yelp Fusion API key: Yelp reviews are read only with one (outside demo mode). */
    YELP_API_KEY: optionalSecret,
    /**
     * Google Places API (New) key of the install's Google Cloud project: competitors are read with it (issue 28), and
     * Local Search scans ask Text Search with it (issue 29), outside demo mode.
     */
    GOOGLE_PLACES_API_KEY: optionalSecret,
    /** Google Places API (New)'s address (https://places.googleapis.com); a test or a proxy may point it elsewhere. */
    GOOGLE_PLACES_API_URL: optionalUrl,
    /** Yelp Fusion's address (https://api.yelp.com); a test or a proxy may point it elsewhere. */
    YELP_API_URL: optionalUrl,
    /**
     * Map tiles under the Local Search heat map (decision 0165): an XYZ template with {z}, {x} and {y}, such as
     * https://tile.openstreetmap.org/{z}/{x}/{y}.png, and the attribution its terms ask for. Unset, the heat map is
     * drawn alone.
     */
    LOCAL_SEARCH_TILE_URL: optionalUrl,
    LOCAL_SEARCH_TILE_ATTRIBUTION: optionalSecret,
    /**
     * Google OAuth client: admins connect Google on the integrations page, and the accounts' hour-long Google
     * access tokens are refreshed; unset, neither.
     */
    GOOGLE_CLIENT_ID: optionalSecret,
    GOOGLE_CLIENT_SECRET: optionalSecret,
    /** Tripadvisor Content API key: Local Listings reads Tripadvisor listings with it; unset, not_available. */
    TRIPADVISOR_API_KEY: optionalSecret,
    /**
     * Apple Business Connect partner credentials (OAuth client credentials, given once Apple approves the partner):
     * Local Listings reads and publishes Apple Maps with them; unset, Apple Maps is not_available.
     */
    APPLE_BUSINESS_CONNECT_CLIENT_ID: optionalSecret,
    APPLE_BUSINESS_CONNECT_CLIENT_SECRET: optionalSecret,
    /** Apple Business Connect's API address (https://businessconnect.apple.com); a test or a proxy may point it elsewhere. */
    APPLE_BUSINESS_CONNECT_URL: optionalUrl,
    /** Facebook app: with its id and secret, admins connect their Facebook Page on the integrations page. */
    FACEBOOK_APP_ID: optionalSecret,
    FACEBOOK_APP_SECRET: optionalSecret,
    /** Trustpilot application: with its API key and secret, admins (and a partner's setup link) connect Trustpilot. */
    TRUSTPILOT_API_KEY: optionalSecret,
    TRUSTPILOT_API_SECRET: optionalSecret,
    /**
     * Twilio (review requests by SMS): the account SID and auth token, and the sending number (E.164) or
     * Messaging Service SID. Unset, SMS requests go to the sandbox in demo mode and are refused otherwise.
     */
    TWILIO_ACCOUNT_SID: optionalSecret,
    TWILIO_AUTH_TOKEN: optionalSecret,
    TWILIO_FROM: optionalSecret,
    /** Twilio's API address (https://api.twilio.com); a test or a proxy may point it elsewhere. */
    TWILIO_API_URL: optionalUrl,
    /**
     * The SMS provider's sending rate: messages a second handed to it by all workers together (decision 0104). A
     * long code sends 1, a toll-free number or a short code more (Twilio's account settings say).
     */
    /** Outgoing webhooks may post to private, loopback and link-local addresses (self-hosting, tests; decision 0153). */
    WEBHOOK_ALLOW_PRIVATE_TARGETS: z.enum(['true', 'false']).default('false'),
    SMS_SENDS_PER_SECOND: z.coerce
      .number({ error: 'expected a number of messages a second, such as 1 or 0.5' })
      .positive({ error: 'expected a number of messages a second above 0, such as 1 or 0.5' })
      .max(10_000, { error: 'expected at most 10000 messages a second' })
      .default(DEFAULT_SMS_SENDS_PER_SECOND),
    /** A session unused this long ends (decision 0018). */
    SESSION_IDLE_DAYS: days(DEFAULT_SESSION_DAYS.idle),
    /** A session ends this long after sign-in, however often it is used (decision 0018). */
    SESSION_LIFETIME_DAYS: days(DEFAULT_SESSION_DAYS.lifetime),
    /** Export files (and later uploads) go to this S3 bucket instead of <REPUTE_DATA_DIR>/files. */
    S3_BUCKET: optionalSecret,
    /** An S3-compatible service's address (MinIO, Cloudflare R2, Ceph); AWS S3 when unset. */
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    /** Keys of the bucket; unset, the AWS SDK's own chain (instance role, AWS_* variables). */
    S3_ACCESS_KEY_ID: optionalSecret,
    S3_SECRET_ACCESS_KEY: optionalSecret,
    /** host/bucket/key addresses instead of bucket.host/key: what most S3-compatible services need. */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    /**
     * An OpenAI-compatible chat endpoint that drafts replies to reviews (decision 0131): its base address (e.g.
     * https://api.openai.com/v1 or Ollama's http://localhost:11434/v1), key (a local server may need none) and
     * model. Unset, drafts come from the built-in engine alone.
     */
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: optionalSecret,
    LLM_MODEL: optionalSecret,
    /**
     * Who bills the accounts (decision 0134): `stripe` (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET), `sandbox` (the
     * demo's offline provider: a plan is paid the moment it is chosen) or `off` (a company running Repute for itself:
     * every account is active, no price is shown, trial rules do not apply). Unset: stripe with a key, sandbox in
     * demo mode, off otherwise.
     */
    BILLING: z.enum(['off', 'sandbox', 'stripe']).optional(),
    STRIPE_SECRET_KEY: optionalSecret,
    /** The webhook endpoint's signing secret (whsec_...): events without its signature are refused. */
    STRIPE_WEBHOOK_SECRET: optionalSecret,
    /** Stripe's API address (https://api.stripe.com); a proxy or a test's fake may stand in. */
    STRIPE_API_URL: optionalUrl,
    /**
     * Tests only: the worker's scheduling clock (what is due) starts at this instant and moves on in real time, so
     * a test in another process can make a scheduled export due without waiting for its time (decision 0046).
     */
    TEST_CLOCK_START: z.iso
      .datetime({ offset: true, error: 'expected an ISO 8601 instant such as 2026-03-02T08:15:05Z' })
      .optional(),
  })
  .refine(
    (env) => Boolean(env.APPLE_BUSINESS_CONNECT_CLIENT_ID) === Boolean(env.APPLE_BUSINESS_CONNECT_CLIENT_SECRET),
    {
      path: ['APPLE_BUSINESS_CONNECT_CLIENT_ID'],
      message: 'set APPLE_BUSINESS_CONNECT_CLIENT_ID and APPLE_BUSINESS_CONNECT_CLIENT_SECRET together, or neither',
    },
  )
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    path: ['S3_ACCESS_KEY_ID'],
    message: 'set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither',
  })
  .refine((env) => env.S3_BUCKET || !(env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID), {
    path: ['S3_BUCKET'],
    message: 'required when S3_ENDPOINT or S3 keys are set',
  })
  .refine((env) => [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM].filter(Boolean).length % 3 === 0, {
    path: ['TWILIO_ACCOUNT_SID'],
    message: 'set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together, or none',
  })
  .refine((env) => env.BILLING !== 'stripe' || (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET), {
    path: ['BILLING'],
    message: 'BILLING=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
  })
  .refine((env) => Boolean(env.STRIPE_SECRET_KEY) === Boolean(env.STRIPE_WEBHOOK_SECRET), {
    path: ['STRIPE_SECRET_KEY'],
    message: 'set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together, or neither',
  })
  .refine((env) => Boolean(env.LLM_BASE_URL) === Boolean(env.LLM_MODEL), {
    path: ['LLM_BASE_URL'],
    message: 'set LLM_BASE_URL and LLM_MODEL together, or neither',
  })
  .refine((env) => env.LLM_BASE_URL || !env.LLM_API_KEY, {
    path: ['LLM_API_KEY'],
    message: 'LLM_API_KEY is set but LLM_BASE_URL is not',
  })
  .refine(
    (env) => !env.LOCAL_SEARCH_TILE_URL || TILE_URL_PLACEHOLDERS.every((p) => env.LOCAL_SEARCH_TILE_URL?.includes(p)),
    {
      path: ['LOCAL_SEARCH_TILE_URL'],
      message: 'a tile template names {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    },
  )
  .refine((env) => Boolean(env.LOCAL_SEARCH_TILE_URL) === Boolean(env.LOCAL_SEARCH_TILE_ATTRIBUTION), {
    path: ['LOCAL_SEARCH_TILE_ATTRIBUTION'],
    message:
      'set LOCAL_SEARCH_TILE_URL and LOCAL_SEARCH_TILE_ATTRIBUTION together (tile servers ask to be credited), or neither',
  })
  .refine((env) => env.SESSION_IDLE_DAYS <= env.SESSION_LIFETIME_DAYS, {
    path: ['SESSION_IDLE_DAYS'],
    message: 'must not be longer than SESSION_LIFETIME_DAYS',
  });

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseReplicaUrl: string | undefined;
  publicUrl: string;
  /** Fastify's trustProxy: false (nobody), a hop count, or the proxies' addresses and CIDRs. */
  trustProxy: false | number | string[];
  smtpUrl: string | undefined;
  logLevel: (typeof logLevels)[number];
  webConcurrency: number;
  responseCacheMb: number;
  /** Connections one client address may hold open (MAX_CONNECTIONS_PER_ADDRESS); not applied behind TRUST_PROXY. */
  maxConnectionsPerAddress: number;
  /** Strict-Transport-Security's max-age on HTTPS answers (HSTS_MAX_AGE); 0 sends none. */
  hstsMaxAge: number;
  /** Where unexpected errors are reported (SENTRY_DSN); undefined reports none. */
  sentryDsn: string | undefined;
  /** The bearer token that opens /metrics to scrapers beyond this machine; undefined: loopback only. */
  metricsToken?: string;
  /** NODE_ENV is production: every error is reported, otherwise one in ten. */
  production: boolean;
  demoMode: boolean;
  /** Whether `repute server` serves the built web app (SERVE_WEB_APP). */
  serveWebApp: boolean;
  npiRegistryUrl: string;
  yelpApiKey: string | undefined;
  googlePlacesApiKey: string | undefined;
  /** Where Google Places and Yelp Fusion are (GOOGLE_PLACES_API_URL, YELP_API_URL); undefined: their public addresses. */
  googlePlacesApiUrl: string | undefined;
  yelpApiUrl: string | undefined;
  tripadvisorApiKey: string | undefined;
  /** Apple Business Connect's partner credentials, both or none. */
  appleBusinessConnect: { clientId: string; clientSecret: string; baseUrl: string | undefined } | undefined;
  googleClientId: string | undefined;
  googleClientSecret: string | undefined;
  facebookAppId: string | undefined;
  facebookAppSecret: string | undefined;
  trustpilotApiKey: string | undefined;
  trustpilotApiSecret: string | undefined;
  sessionIdleDays: number;
  sessionLifetimeDays: number;
  /** Twilio's Messages API for SMS review requests; undefined without credentials. */
  twilio: { accountSid: string; authToken: string; from: string; baseUrl: string | undefined } | undefined;
  /** Messages a second the SMS provider is handed, by all workers together (SMS_SENDS_PER_SECOND). */
  smsSendsPerSecond: number;
  /** Outgoing webhooks may target private, loopback and link-local addresses (WEBHOOK_ALLOW_PRIVATE_TARGETS). */
  webhookAllowPrivateTargets: boolean;
  /** The chat endpoint that drafts replies (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL); undefined: built-in drafts only. */
  llm: ChatCompletionsSettings | undefined;
  /** Map tiles under the Local Search heat map (LOCAL_SEARCH_TILE_URL, …_ATTRIBUTION); undefined: none. */
  localSearchTiles: MapTiles | undefined;
  /** Who bills the accounts (BILLING, STRIPE_*; decision 0134). */
  billing: BillingConfig;
  /** Tests only: where the worker's scheduling clock starts (TEST_CLOCK_START); undefined is the real clock. */
  testClockStart: Date | undefined;
  /** The S3 bucket for files; undefined keeps them in <dataDir>/files. */
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        forcePathStyle: boolean;
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      }
    | undefined;
};

/** Who bills the accounts: nobody, the offline sandbox, or Stripe (decision 0134). */
export type BillingConfig =
  | { mode: 'off' }
  | { mode: 'sandbox' }
  | { mode: 'stripe'; secretKey: string; webhookSecret: string; apiUrl: string | undefined };

function billingConfigOf(values: z.output<typeof configSchema>): BillingConfig {
  const mode =
    values.BILLING ?? (values.STRIPE_SECRET_KEY ? 'stripe' : values.DEMO_MODE === 'true' ? 'sandbox' : 'off');
  if (mode !== 'stripe') return { mode };
  return {
    mode,
    secretKey: values.STRIPE_SECRET_KEY ?? '',
    webhookSecret: values.STRIPE_WEBHOOK_SECRET ?? '',
    apiUrl: values.STRIPE_API_URL,
  };
}

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
    databaseReplicaUrl: values.DATABASE_REPLICA_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://${displayHost(values.HOST)}:${values.PORT}`).replace(/\/$/, ''),
    trustProxy: values.TRUST_PROXY,
    smtpUrl: values.SMTP_URL,
    logLevel: values.LOG_LEVEL,
    webConcurrency: values.WEB_CONCURRENCY,
    responseCacheMb: values.RESPONSE_CACHE_MB,
    maxConnectionsPerAddress: values.MAX_CONNECTIONS_PER_ADDRESS,
    hstsMaxAge: values.HSTS_MAX_AGE,
    sentryDsn: values.SENTRY_DSN,
    metricsToken: values.METRICS_TOKEN,
    production: values.NODE_ENV === 'production',
    demoMode: values.DEMO_MODE === 'true',
    serveWebApp: values.SERVE_WEB_APP === 'true',
    npiRegistryUrl: values.NPI_REGISTRY_URL ?? NPPES_REGISTRY_URL,
    yelpApiKey: values.YELP_API_KEY,
    googlePlacesApiKey: values.GOOGLE_PLACES_API_KEY,
    googlePlacesApiUrl: values.GOOGLE_PLACES_API_URL,
    yelpApiUrl: values.YELP_API_URL,
    googleClientId: values.GOOGLE_CLIENT_ID,
    googleClientSecret: values.GOOGLE_CLIENT_SECRET,
    tripadvisorApiKey: values.TRIPADVISOR_API_KEY,
    appleBusinessConnect:
      values.APPLE_BUSINESS_CONNECT_CLIENT_ID && values.APPLE_BUSINESS_CONNECT_CLIENT_SECRET
        ? {
            clientId: values.APPLE_BUSINESS_CONNECT_CLIENT_ID,
            clientSecret: values.APPLE_BUSINESS_CONNECT_CLIENT_SECRET,
            baseUrl: values.APPLE_BUSINESS_CONNECT_URL,
          }
        : undefined,
    facebookAppId: values.FACEBOOK_APP_ID,
    facebookAppSecret: values.FACEBOOK_APP_SECRET,
    trustpilotApiKey: values.TRUSTPILOT_API_KEY,
    trustpilotApiSecret: values.TRUSTPILOT_API_SECRET,
    sessionIdleDays: values.SESSION_IDLE_DAYS,
    sessionLifetimeDays: values.SESSION_LIFETIME_DAYS,
    twilio:
      values.TWILIO_ACCOUNT_SID && values.TWILIO_AUTH_TOKEN && values.TWILIO_FROM
        ? {
            accountSid: values.TWILIO_ACCOUNT_SID,
            authToken: values.TWILIO_AUTH_TOKEN,
            from: values.TWILIO_FROM,
            baseUrl: values.TWILIO_API_URL,
          }
        : undefined,
    smsSendsPerSecond: values.SMS_SENDS_PER_SECOND,
    webhookAllowPrivateTargets: values.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true',
    llm:
      values.LLM_BASE_URL && values.LLM_MODEL
        ? { baseUrl: values.LLM_BASE_URL, apiKey: values.LLM_API_KEY, model: values.LLM_MODEL }
        : undefined,
    billing: billingConfigOf(values),
    localSearchTiles:
      values.LOCAL_SEARCH_TILE_URL && values.LOCAL_SEARCH_TILE_ATTRIBUTION
        ? { url_template: values.LOCAL_SEARCH_TILE_URL, attribution: values.LOCAL_SEARCH_TILE_ATTRIBUTION }
        : undefined,
    testClockStart: values.TEST_CLOCK_START ? new Date(values.TEST_CLOCK_START) : undefined,
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          region: values.S3_REGION,
          endpoint: values.S3_ENDPOINT,
          forcePathStyle: values.S3_FORCE_PATH_STYLE === 'true',
          credentials:
            values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
  };
}

function displayHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host;
}
