import type { Endpoint } from '@repute/domain/contracts/endpoint';
import type {
  ContextConfigDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ContractApp, TypedApp } from './routing';

/** The Fastify schema a contract stands for: what Fastify validates, serializes and documents. */
type SchemaOf<C extends Endpoint> = {
  params: C['params'];
  querystring: C['query'];
  body: C['body'];
  response: C['responses'];
};

/** A handler typed from the contract through the zod type provider, as an `app.get(url, { schema }, …)` one is. */
export type ContractHandler<C extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<C>,
  ZodTypeProvider
>;

/** What a route adds to its contract: its config (responseCache, rateLimits…), body limit, or OpenAPI prose. */
export type ContractRouteOptions = Omit<RouteShorthandOptions, 'schema'> & {
  schema?: { description?: string; summary?: string; hide?: boolean; consumes?: string[] };
};

/**
 * For an answer too large to check field by field on every request (the competitor overview: 1,000 locations × 5
 * competitors, a fifth of its time in the zod check): written with JSON.stringify alone. The handler's answer is
 * still typed by the contract at compile time, the code that builds it names every field, and the route's tests
 * parse its answers with the contract's schema (decision 0164).
 */
export const UNCHECKED_ANSWER: ContractRouteOptions = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};

/**
 * Registers the route of a contract from packages/domain (decision 0123): method, url, and the schema's params,
 * querystring, body, response and tags all come from the contract, so the route cannot drift from what the web
 * app calls. Who may call it comes from ROUTE_POLICIES under the contract's key (route-policies.ts).
 */
export function route<C extends Endpoint>(app: ContractApp, contract: C, handler: ContractHandler<C>): void;
export function route<C extends Endpoint>(
  app: ContractApp,
  contract: C,
  options: ContractRouteOptions,
  handler: ContractHandler<C>,
): void;
export function route<C extends Endpoint>(
  app: ContractApp,
  contract: C,
  ...[first, second]: [ContractHandler<C>] | [ContractRouteOptions, ContractHandler<C>]
): void {
  const { schema: extra, ...options } = second ? (first as ContractRouteOptions) : {};
  const handler = second ?? (first as ContractHandler<C>);
  const schema = {
    tags: [...contract.tags],
    ...(contract.params && { params: contract.params }),
    ...(contract.query && { querystring: contract.query }),
    ...(contract.body && { body: contract.body }),
    // A route that answers no JSON (a CSV stream, the triage echo) declares none: Fastify then neither
    // serializes its answer nor documents more than a default response.
    ...(Object.keys(contract.responses).length > 0 && { response: contract.responses }),
    ...extra,
  };
  // The one place a route is added to the app (ContractApp leaves the shorthands out of everyone else's reach).
  (app as TypedApp).route({
    ...options,
    method: contract.method,
    url: contract.path,
    schema,
    handler: handler as never,
  });
}
