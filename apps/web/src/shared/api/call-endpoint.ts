import type { Endpoint, EndpointInput, EndpointResult } from '@repute/domain/contracts/endpoint';
import { api } from './api-client';
import { endpointPath } from './endpoint-path';
import type { ApiClient, ApiRequest, QueryParams } from './http-client';

/*
 * The web app's typed calls (decision 0123): a contract from packages/domain says the path, what the call takes
 * (params, query, body: the schemas' inputs) and what it answers (the 2xx schema's output), so a call that does
 * not match the server does not compile. The request itself goes through the app's one client: credentials,
 * 401/402 effects, the nonce and timeouts stay as they are.
 */

/** The app's code fills a path (a file's download link) from where it makes its calls. */
export { endpointPath };

/** How one call may differ from the app's defaults (the triage page's timeout, the login's own credentials). */
export type CallOptions = Pick<ApiRequest, 'timeoutMs' | 'credentials' | 'sessionEffects'>;

/** The request a call of the contract makes. */
export function endpointRequest<C extends Endpoint>(contract: C, input: EndpointInput<C>): ApiRequest {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: QueryParams; body?: unknown };
  return { method: contract.method, path: endpointPath(contract.path, params), query, body };
}

/** The input is optional when every part of it is. */
type InputArgs<C extends Endpoint> =
  object extends EndpointInput<C>
    ? [input?: EndpointInput<C>, options?: CallOptions]
    : [input: EndpointInput<C>, options?: CallOptions];

/** Calls through a given client (tests pass one over a fake fetch). */
export function endpointCaller(client: ApiClient) {
  return <C extends Endpoint>(contract: C, ...[input, options]: InputArgs<C>): Promise<EndpointResult<C>> =>
    client.request<EndpointResult<C>>({
      ...endpointRequest(contract, (input ?? {}) as EndpointInput<C>),
      ...options,
    });
}

/** Calls an endpoint of the API as the signed-in user: `callEndpoint(getReview, { params: { id } })`. */
export const callEndpoint = endpointCaller(api);
