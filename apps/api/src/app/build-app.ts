import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { type Config, DEFAULT_MAX_CONNECTIONS_PER_ADDRESS, DEFAULT_RESPONSE_CACHE_MB } from '../config';
import { registerAuditTrail } from '../modules/audit-log';
import { SESSION_CHANGES_CHANNEL } from '../platform/auth/session-cache';
import { createErrorTracker } from '../platform/error-tracking/error-tracker';
import { errorTrackingRoutes } from '../platform/error-tracking/error-tracking.routes';
import { registerAuthentication } from '../platform/http/authenticate';
import { registerChangeNotices } from '../platform/http/change-notices';
import { capConnectionsPerAddress } from '../platform/http/connection-cap';
import { registerErrorHandler } from '../platform/http/error-handler';
import { registerHal } from '../platform/http/hal';
import { registerJsonBody } from '../platform/http/json-body';
import { loggerOptions } from '../platform/http/logging';
import { applyMethodOverride } from '../platform/http/method-override';
import { registerNoStore } from '../platform/http/no-store';
import { registerRateLimits } from '../platform/http/rate-limits';
import { registerRequestBodies, UPLOAD_BODY_TIMEOUT_MS } from '../platform/http/request-bodies';
import { createResponseCache, DATA_CHANGES_CHANNEL } from '../platform/http/response-cache';
import { registerResponseCaching } from '../platform/http/response-caching';
import { type DeclaredRoute, declareRoutePolicies, enforceRoutePolicies } from '../platform/http/route-policies';
import { typed } from '../platform/http/routing';
import { registerSecurityHeaders } from '../platform/http/security-headers';
import { registerStaticWeb } from '../platform/http/static-web';
import { registerStrictTransportSecurity } from '../platform/http/strict-transport-security';
import { registerTextGuard } from '../platform/http/text-input';
import { registerHealth } from '../platform/observability/health';
import { registerMetrics } from '../platform/observability/metrics';
import { DebugRequestLines } from '../platform/observability/request-lines';
import { type ComposeDeps, type Composed, compose } from './compose';
import { registerPublicRoutes, registerRoutes } from './routes';

export type AppDeps = ComposeDeps & {
  config: Pick<Config, 'logLevel'> &
    Partial<
      Pick<
        Config,
        | 'trustProxy'
        | 'responseCacheMb'
        | 'maxConnectionsPerAddress'
        | 'hstsMaxAge'
        | 'sentryDsn'
        | 'production'
        | 'metricsToken'
      >
    >;
  /** How long an ordinary request's body may take (request-bodies.ts); tests shorten it. */
  bodyTimeoutMs?: number;
  /** The parts, when the caller composed them already (one process running the server and the worker). */
  composed?: Composed;
  /** The built web app to serve; tests of the API alone pass null. */
  webDist?: string | null;
  /** Where log lines go (stdout by default); tests capture them to check what is logged. */
  logStream?: DestinationStream;
};

export type BuiltApp = Composed & {
  app: FastifyInstance;
  /** Every route under /api with the policy it was given (route-policies.ts), in the order of registration. */
  routes: DeclaredRoute[];
  /** Resolves once this server has heard every session change committed so far (for tests that write SQL). */
  sessionChangesHeard: () => Promise<void>;
  /** Resolves once this server has heard every data change committed so far (for tests that write SQL). */
  dataChangesHeard: () => Promise<void>;
};

/** A hop count as the function Fastify makes of one (its types take no number): the first `hops` proxies. */
function fastifyTrustProxy(trustProxy: Config['trustProxy']) {
  return typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy;
}

export async function buildApp({ composed, webDist, logStream, bodyTimeoutMs, ...deps }: AppDeps): Promise<BuiltApp> {
  const { config } = deps;
  const app = Fastify({
    logger: { ...loggerOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // One line per request at debug instead of Fastify's two at info (request-lines.ts).
    logController: new DebugRequestLines(),
    rewriteUrl: applyMethodOverride,
    // Only the proxies TRUST_PROXY names may say who the client is (X-Forwarded-For); by default none.
    trustProxy: fastifyTrustProxy(config.trustProxy ?? false),
    // Spec 000 §7: no time-out for normal calls, so an answer may take as long as it takes (an idle socket is not
    // cut). Receiving the request is another matter (decision 0112): Node answers 408 to one that takes longer
    // than the longest upload; ordinary routes get a shorter limit from request-bodies.ts.
    connectionTimeout: 0,
    requestTimeout: UPLOAD_BODY_TIMEOUT_MS,
    bodyLimit: 1_048_576,
  });
  // Behind proxies every connection is a proxy's, carrying many clients: the cap is theirs to apply (decision 0112).
  if (!config.trustProxy) {
    capConnectionsPerAddress(app.server, config.maxConnectionsPerAddress ?? DEFAULT_MAX_CONNECTIONS_PER_ADDRESS);
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerHealth(app, deps);
  registerMetrics(app, { ...deps, token: config.metricsToken });

  const parts = composed ?? compose(deps);
  const { services } = parts;
  const errorTracking = { dsn: config.sentryDsn, production: config.production ?? false };
  registerErrorHandler(app, createErrorTracker(errorTracking));
  registerRequestBodies(app, bodyTimeoutMs);
  registerStrictTransportSecurity(app, config.hstsMaxAge ?? 0);
  registerJsonBody(app);
  registerHal(app);
  registerSecurityHeaders(app, {
    mapTileOrigin: config.localSearchTiles ? new URL(config.localSearchTiles.url_template).origin : undefined,
  });
  // API answers of a kilobyte or more go out compressed (zstd, brotli or gzip, as the client prefers); the
  // built web app is compressed at build time instead (static-web.ts). Answers up to 64 KB are compressed in one
  // call rather than through a stream (decision 0180): the stream path hands the work to libuv's threads, which
  // only pays with cores to spare, and a server runs one process a core; its per-answer stream and zstd context
  // were about a tenth of the mixed load's CPU in the server.
  await app.register(compress, { threshold: 1024, syncThreshold: 65_536 });
  await registerRateLimits(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Repute API', version: '1' },
      // A session's e-mail and token, or an API token (personal or OAuth) as a Bearer token (decision 0160).
      components: {
        securitySchemes: { basic: { type: 'http', scheme: 'basic' }, bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ basic: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    // The API documentation is public: a browser opening /api/docs has no API token to send.
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, policy: { access: 'public', note: 'the API documentation' } };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { deepLinking: true } });
  });
  registerTextGuard(app);
  registerAuthentication(app, services.auth.authenticate, services.bearerCaller);
  const responseCache = createResponseCache((config.responseCacheMb ?? DEFAULT_RESPONSE_CACHE_MB) * 1_048_576, [
    SESSION_CHANGES_CHANNEL,
    DATA_CHANGES_CHANNEL,
  ]);
  const sessionChangesHeard = registerChangeNotices(app, deps.db.$client, SESSION_CHANGES_CHANNEL, [
    services.auth.sessionCache,
    responseCache.channel(SESSION_CHANGES_CHANNEL),
  ]);
  const dataChangesHeard = registerChangeNotices(app, deps.db.$client, DATA_CHANGES_CHANNEL, [
    responseCache.channel(DATA_CHANGES_CHANNEL),
  ]);
  registerResponseCaching(app, responseCache);

  let routes: DeclaredRoute[] = [];
  await app.register(
    async (api) => {
      registerNoStore(api);
      routes = declareRoutePolicies(api, '/api');
      enforceRoutePolicies(api, services.accounts.settingOn);
      // After the policies, so that only permitted writes are read before and after (decision 0158).
      registerAuditTrail(api, services.auditLog.record);
      registerRoutes(typed(api), parts);
      errorTrackingRoutes(api, errorTracking);
    },
    { prefix: '/api' },
  );
  // Widget embeds on other sites (issue 16): no session, open to every origin.
  await app.register(
    async (embeds) => {
      registerPublicRoutes(typed(embeds), parts);
    },
    { prefix: '/public' },
  );

  if (webDist !== null) await registerStaticWeb(app, webDist);
  return { ...parts, app, routes, sessionChangesHeard, dataChangesHeard };
}
