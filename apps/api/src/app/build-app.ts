import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import type { DestinationStream } from 'pino';
import type { Config } from '../config';
import { type Connectors, createConnectors } from '../connectors/connectors';
import { accountsRoutes } from '../modules/accounts';
import { authRoutes } from '../modules/auth';
import type { OauthClientConfig, OauthProviderUrls } from '../modules/integrations';
import { passwordsRoutes } from '../modules/passwords';
import { signupRoutes } from '../modules/signup';
import { triageRoutes } from '../modules/triage';
import { usersRoutes } from '../modules/users';
import { webhooksRoutes } from '../modules/webhooks';
import type { Database } from '../platform/db/client';
import { registerErrorHandler } from '../platform/errors';
import { registerAuthentication } from '../platform/http/authenticate';
import { registerHal } from '../platform/http/hal';
import { loggerOptions } from '../platform/http/logging';
import { applyMethodOverride } from '../platform/http/method-override';
import { typed } from '../platform/http/routing';
import { registerStaticWeb } from '../platform/http/static-web';
import { connectorSettings } from './connector-settings';
import { filterRoutes } from './filter-routes';
import { integrationRoutes } from './integration-routes';
import { locationRoutes } from './location-routes';
import { reviewRoutes } from './review-routes';
import { createServices, type Services } from './services';

export type AppDeps = {
  db: Database;
  boss: PgBoss;
  config: Pick<Config, 'publicUrl' | 'logLevel'> &
    Partial<Pick<Config, 'demoMode' | 'npiRegistryUrl' | 'yelpApiKey'>> &
    OauthClientConfig;
  /** The directories and registries the API asks; by default those config names (sandboxes in demo mode). */
  connectors?: Connectors;
  /** Where the OAuth providers are (consent pages, token endpoints); their public addresses by default. */
  oauthProviderUrls?: OauthProviderUrls;
  /** The built web app to serve; tests of the API alone pass null. */
  webDist?: string | null;
  /** Where log lines go (stdout by default); tests capture them to check what is logged. */
  logStream?: DestinationStream;
};

export type BuiltApp = { app: FastifyInstance; services: Services };

export async function buildApp({
  db,
  boss,
  config,
  webDist,
  logStream,
  connectors,
  oauthProviderUrls,
}: AppDeps): Promise<BuiltApp> {
  const app = Fastify({
    logger: { ...loggerOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    rewriteUrl: applyMethodOverride,
    trustProxy: true,
    // Spec 000 §7: no request time-out for normal calls.
    connectionTimeout: 0,
    requestTimeout: 0,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const services = createServices(
    db,
    boss,
    config,
    connectors ?? createConnectors(connectorSettings(config, db)),
    oauthProviderUrls,
  );
  registerErrorHandler(app);
  registerHal(app);
  await app.register(helmet, {
    // Self-hosted installs often run on plain HTTP inside a network; TLS terminators add HSTS themselves.
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    keyGenerator: (request) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `${request.ip}|${typeof email === 'string' ? email.toLowerCase() : ''}`;
    },
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Repute API', version: '1' },
      components: { securitySchemes: { basic: { type: 'http', scheme: 'basic' } } },
      security: [{ basic: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    // The API documentation is public: a browser opening /api/docs has no API token to send.
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { deepLinking: true } });
  });
  registerAuthentication(app, services.auth.authenticate);

  await app.register(
    async (api) => {
      const routes = typed(api);
      authRoutes(routes, { ...services, publicUrl: config.publicUrl });
      passwordsRoutes(routes, services.passwords);
      signupRoutes(routes, services.signup);
      accountsRoutes(routes, services.accounts);
      usersRoutes(routes, services.users);
      webhooksRoutes(routes, services.webhooks);
      triageRoutes(routes);
      locationRoutes(routes, services);
      filterRoutes(routes, services);
      reviewRoutes(routes, services);
      integrationRoutes(routes, services, config.publicUrl);
    },
    { prefix: '/api' },
  );

  if (webDist !== null) await registerStaticWeb(app, webDist);
  return { app, services };
}
