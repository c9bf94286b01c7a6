import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export type Api = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

export type TypedApp = ReturnType<typeof typed>;

/** The path params of a route on one record; one definition with the contracts'. */
export { idParams } from '@repute/domain/contracts/params';

/**
 * What a module's /api routes are given: the app without its route shorthands, so a route can only be registered
 * from a contract (`route(app, contract, …)` in contract-route.ts), and a contract only compiles with a policy in
 * ROUTE_POLICIES. A route without a declared policy then fails `npm run check`, not only the app's start.
 */
export type ContractApp = Omit<
  TypedApp,
  'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options' | 'all' | 'route'
>;
