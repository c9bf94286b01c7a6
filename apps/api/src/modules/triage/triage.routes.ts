import { triageDelete, triageGet, triagePatch, triagePost, triagePut } from '@repute/domain/contracts/triage';
import type { FastifyRequest } from 'fastify';
import { route } from '../../platform/http/contract-route';
import type { ContractApp } from '../../platform/http/routing';

/** Headers worth showing on the diagnostics page; credentials are never echoed. */
const SHOWN_HEADERS = ['accept', 'content-type', 'user-agent', 'x-http-method-override', 'x-forwarded-for', 'host'];

function echo(request: FastifyRequest) {
  const override = request.headers['x-http-method-override'];
  return {
    method: request.method,
    override: typeof override === 'string' ? override.toUpperCase() : null,
    received_at: new Date().toISOString(),
    request_id: request.id,
    authenticated: request.caller !== null,
    headers: Object.fromEntries(
      SHOWN_HEADERS.filter((name) => request.headers[name]).map((name) => [name, request.headers[name]]),
    ),
    query: request.query ?? {},
    body: request.body ?? null,
  };
}

/** GET/PUT/PATCH/DELETE/POST /triage answer what arrived, so the /triage page can test each method. */
export function triageRoutes(app: ContractApp): void {
  for (const contract of [triageGet, triagePost, triagePut, triagePatch, triageDelete]) {
    route(app, contract, async (request) => echo(request));
  }
}
