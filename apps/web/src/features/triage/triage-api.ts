import { triageDelete, triageGet, triagePatch, triagePost, triagePut } from '@repute/domain/contracts/triage';
import { api } from '../../shared/api/api-client';
import { errorText, isApiError } from '../../shared/api/api-error';
import { endpointRequest } from '../../shared/api/call-endpoint';
import type { HttpMethod } from '../../shared/api/http-client';

/** Spec 000 §7: the triage calls wait up to five minutes. */
export const TRIAGE_TIMEOUT_MS = 5 * 60 * 1000;

/** The echo route under each method; it documents no answer, so the page shows whatever came back. */
const TRIAGE_CALLS = { GET: triageGet, POST: triagePost, PUT: triagePut, PATCH: triagePatch, DELETE: triageDelete };
export const TRIAGE_METHODS = Object.keys(TRIAGE_CALLS) as (keyof typeof TRIAGE_CALLS)[];

export type TriageResult = { method: HttpMethod; status: number | null; ms: number; body: unknown; error?: string };

/** One diagnostic call; it never throws, so every method's outcome can be shown side by side. */
export async function runTriageCall(method: HttpMethod): Promise<TriageResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await api.send<unknown>({
      ...endpointRequest(TRIAGE_CALLS[method], {}),
      body: method === 'GET' ? undefined : { probe: method },
      timeoutMs: TRIAGE_TIMEOUT_MS,
      sessionEffects: 'none',
    });
    return { method, status: response.status, ms: elapsed(), body: response.data };
  } catch (error) {
    const status = isApiError(error) && error.status > 0 ? error.status : null;
    return { method, status, ms: elapsed(), body: isApiError(error) ? error.body : null, error: errorText(error) };
  }
}

export const triageKeys = {
  call: (method: HttpMethod, run: number) => ['triage', method, run] as const,
};
