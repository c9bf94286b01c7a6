import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UNCACHED_READ_HEADER } from '../../platform/http/response-caching';
import { auditPeopleOf, type RecordAudit } from './audit-log.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How the audit trail treats the route's successful writes (decision 0158): recorded by the hook below unless
     * 'explicit' (the route records its own event, a sign-in) or 'none' (a write that changes nothing people own:
     * analytics page views).
     */
    audit?: 'explicit' | 'none';
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Writes to one resource that its GET twin shows before and after; a POST's result is its own answer. */
const CHANGES_IN_PLACE = new Set(['PATCH', 'PUT', 'DELETE']);

/** A signed-in caller's write to a route that does not opt out. */
function audited(request: FastifyRequest): boolean {
  return (
    !READS.has(request.method) &&
    request.caller !== null &&
    request.routeOptions.url !== undefined &&
    request.routeOptions.config?.audit === undefined
  );
}

/** '/api/locations/:id' → 'locations'. */
function resourceOf(routeUrl: string): string {
  return routeUrl.replace(/^\/api\//, '').split('/')[0] ?? routeUrl;
}

function idOf(params: unknown): string | null {
  if (!params || typeof params !== 'object' || !('id' in params)) return null;
  return String(params.id);
}

/** The request's body when it is data (JSON), not a stream or an upload. */
function bodyOf(request: FastifyRequest): unknown {
  return request.body !== null && typeof request.body === 'object' && !Buffer.isBuffer(request.body)
    ? request.body
    : null;
}

function jsonOf(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload === '') return null;
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
}

/**
 * Every successful write of a signed-in caller under /api goes into the caller's account's audit log, without any
 * module doing anything (decision 0158): who (and the staff member acting as them), the route, its params, the body
 * (secrets redacted by the log), and the resource before and after. Before and after are what the route's own GET
 * twin (same path, e.g. PATCH and GET /locations/:id) answers the same caller, read just before the handler and
 * just after it; so they are the representation people see, scoped and shaped as the API shows it. A write without
 * a twin keeps its own answer as `after`.
 */
export function registerAuditTrail(api: FastifyInstance, record: RecordAudit): void {
  const before = new WeakMap<FastifyRequest, unknown>();

  function hasTwin(request: FastifyRequest): boolean {
    const url = request.routeOptions.url;
    return url !== undefined && CHANGES_IN_PLACE.has(request.method) && api.hasRoute({ method: 'GET', url });
  }

  async function readTwin(request: FastifyRequest): Promise<unknown> {
    const response = await api.inject({
      method: 'GET',
      url: request.url,
      headers: { authorization: request.headers.authorization ?? '', [UNCACHED_READ_HEADER]: '1' },
    });
    return response.statusCode === 200 ? response.json() : null;
  }

  api.addHook('preHandler', async (request) => {
    if (audited(request) && hasTwin(request)) before.set(request, await readTwin(request));
  });

  api.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!audited(request) || reply.statusCode >= 400 || !request.caller) return payload;
    const routeUrl = request.routeOptions.url ?? request.url;
    const after = request.method === 'DELETE' ? null : hasTwin(request) ? await readTwin(request) : jsonOf(payload);
    try {
      await record({
        accountId: request.caller.accountId,
        ...auditPeopleOf(request.caller),
        action: `${request.method} ${routeUrl.replace(/^\/api/, '')}`,
        resource: resourceOf(routeUrl),
        resourceId: idOf(request.params),
        params: (request.params as Record<string, unknown> | undefined) ?? null,
        body: bodyOf(request),
        before: before.get(request) ?? null,
        after,
        requestId: request.id,
      });
    } catch (error) {
      // The write is done and committed: its answer still goes out, and the missing entry is reported.
      request.log.error({ err: error }, 'audit entry not recorded');
    }
    return payload;
  });
}
