import { describePolicy, type RoutePolicy, refusalOf, routePolicyOf } from '@repute/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertPolicy, refusalError, type SettingOn } from '../auth/policy-check';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: set from packages/domain's ROUTE_POLICIES when the route is registered. */
    policy?: RoutePolicy;
  }
}

/** A registered route and the policy it was given (the HEAD twin of a GET under the GET's key). */
export type DeclaredRoute = { key: string; policy: RoutePolicy };

/** The route's key in ROUTE_POLICIES: its method and its path below the prefix ('GET /reviews/:id'). */
function keyOf(method: string, url: string, prefix: string): string {
  // Fastify adds a HEAD route beside each GET: it answers what the GET answers, to the same callers.
  return `${method === 'HEAD' ? 'GET' : method} ${url.slice(prefix.length) || '/'}`;
}

/**
 * Gives every route registered under `prefix` its policy from ROUTE_POLICIES, and refuses to build the app when a
 * route has none: a new route declares who may call it, or nothing starts (decision 0119). The policy also goes
 * into the route's OpenAPI description.
 */
export function declareRoutePolicies(api: FastifyInstance, prefix: string): DeclaredRoute[] {
  const declared: DeclaredRoute[] = [];
  api.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const [policy, ...others] = methods.map((method) => {
      const key = keyOf(method, route.url, prefix);
      const found = routePolicyOf(key);
      if (!found) throw new Error(`No access policy for ${key}: declare one in packages/domain/src/route-policies.ts`);
      if (method !== 'HEAD') declared.push({ key, policy: found });
      return found;
    });
    if (!policy || others.some((other) => other !== policy)) {
      throw new Error(`${route.url}: one registration needs one policy for all its methods`);
    }
    route.config = { ...route.config, policy };
    if (route.schema && !route.schema.hide) {
      const access = `Access: ${describePolicy(policy)}${policy.note ? ` (${policy.note})` : ''}.`;
      route.schema = { ...route.schema, description: [access, route.schema.description].filter(Boolean).join('\n\n') };
    }
  });
  return declared;
}

/** The policy of the route a request reached; an unknown /api path (a 404 to be) is treated as 'active'. */
export function policyOf(request: FastifyRequest): RoutePolicy {
  return request.routeOptions.config?.policy ?? { access: 'active' };
}

/** 401 and 402 before anything is parsed: the signed-in part of the policy, from the session alone. */
export function refuseUnsignedCaller(request: FastifyRequest): void {
  const policy = policyOf(request);
  const refusal = refusalOf({ access: policy.access }, request.caller && { ...request.caller, settings: {} });
  if (refusal) throw refusalError(refusal);
}

/**
 * The rest of the policy: parents, user type, permission, then feature gates, read for the caller's own account.
 * One place, one status and body per kind. It runs before the body is read and the input validated (decision
 * 0124): a refused caller hears 403 whatever they sent, so a 400 never hides that an offered action is not
 * theirs, and their upload is never parsed.
 */
export function enforceRoutePolicies(api: FastifyInstance, settingOn: SettingOn): void {
  api.addHook('onRequest', async (request) => {
    const policy = policyOf(request);
    if (policy.access === 'public' || !request.caller) return;
    await assertPolicy(request.caller, policy, settingOn);
  });
}
