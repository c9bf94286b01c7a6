import type { z } from 'zod';
import type { RouteKey } from '../route-policies';

/*
 * One endpoint's contract (issue 25 §2, decision 0123): its method and path as Fastify registers them under /api,
 * the zod schemas of what it takes and answers, and its OpenAPI tags. The API registers the route from it
 * (apps/api/src/platform/http/contract-route.ts) and the web app calls it through it
 * (apps/web/src/shared/api/call-endpoint.ts), so both read one definition. Who may call it stays in
 * ROUTE_POLICIES under the same key.
 */

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The answers by status; the 2xx ones type what the web app gets back. */
export type EndpointResponses = { [status: number]: z.ZodType };

export type Endpoint<
  Method extends EndpointMethod = EndpointMethod,
  Path extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Responses extends EndpointResponses = EndpointResponses,
> = {
  /** 'GET /reviews/:id': the route's key in ROUTE_POLICIES. */
  key: `${Method} ${Path}`;
  method: Method;
  path: Path;
  params: Params;
  query: Query;
  body: Body;
  responses: Responses;
  /** The OpenAPI tags the route is listed under. */
  tags: readonly string[];
};

type Definition<Method, Path, Params, Query, Body, Responses> = {
  method: Method;
  path: Path;
  params?: Params;
  query?: Query;
  body?: Body;
  responses: Responses;
  tags: readonly string[];
};

/** A key with no policy makes the definition ask for this property, so tsc names the missing policy. */
type DeclaredPolicy<Key extends string> = Key extends RouteKey
  ? unknown
  : { missingPolicy: `declare '${Key}' in packages/domain/src/route-policies.ts` };

/** Declares one endpoint; its key must have an entry in ROUTE_POLICIES, or this does not compile. */
export function endpoint<
  const Method extends EndpointMethod,
  const Path extends string,
  Responses extends EndpointResponses,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
>(
  definition: Definition<Method, Path, Params, Query, Body, Responses> & DeclaredPolicy<`${Method} ${Path}`>,
): Endpoint<Method, Path, Params, Query, Body, Responses> {
  const { method, path, params, query, body, responses, tags } = definition;
  return {
    key: `${method} ${path}`,
    method,
    path,
    params: params as Params,
    query: query as Query,
    body: body as Body,
    responses,
    tags,
  };
}

/** The same endpoint under another method (PUT beside PATCH): one definition, two routes, two policies. */
export function alsoAs<const Method extends EndpointMethod, C extends Endpoint>(
  contract: C,
  method: Method & DeclaredPolicy<`${Method} ${C['path']}`>,
): Endpoint<Method, C['path'], C['params'], C['query'], C['body'], C['responses']> {
  return { ...contract, method, key: `${method} ${contract.path}` };
}

type SuccessStatus = 200 | 201 | 202 | 203 | 204;
type SuccessSchema<Responses> = Responses[Extract<keyof Responses, SuccessStatus>];

/**
 * What the server sends on success: the 2xx answer as JSON, after the schema's output; unknown for a route that
 * declares no answer (a file, a redirect, a body no schema describes).
 */
export type EndpointResult<C extends Endpoint> = [SuccessSchema<C['responses']>] extends [never]
  ? unknown
  : SuccessSchema<C['responses']> extends z.ZodType
    ? z.output<SuccessSchema<C['responses']>>
    : undefined;

type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;

/** What a caller sends: the path params, query and body the endpoint takes, each as its schema accepts it. */
/** A part the schema has: required unless everything in it is optional. */
type Part<Name extends string, Schema> = [Schema] extends [z.ZodType]
  ? object extends InputOf<Schema>
    ? { [K in Name]?: InputOf<Schema> }
    : { [K in Name]: InputOf<Schema> }
  : { [K in Name]?: never };

/** What a caller sends: the path params, query and body the endpoint takes, each as its schema accepts it. */
export type EndpointInput<C extends Endpoint> = Part<'params', C['params']> &
  Part<'query', C['query']> &
  Part<'body', C['body']>;

/** The query a caller sends, for helpers that build it (reviewListQuery). */
export type EndpointQuery<C extends Endpoint> = InputOf<C['query']>;
/** The body a caller sends, for forms that build it. */
export type EndpointBody<C extends Endpoint> = InputOf<C['body']>;
