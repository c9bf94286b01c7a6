import { api } from '../../shared/api/api-client';
import { errorText, isApiError } from '../../shared/api/api-error';
import type { HttpMethod } from '../../shared/api/http-client';

/** Spec 000 §7: the triage calls wait up to five minutes. */
export const TRIAGE_TIMEOUT_MS = 5 * 60 * 1000;
export const TRIAGE_METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** What the server echoes back for each triage call. */
export type TriageEcho = {
  method: string;
  override: string | null;
  received_at: string;
  headers: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
};

export type TriageResult = { method: HttpMethod; status: number | null; ms: number; body: unknown; error?: string };

/** One diagnostic call; it never throws, so every method's outcome can be shown side by side. */
export async function runTriageCall(method: HttpMethod): Promise<TriageResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await api.send<TriageEcho>({
      method,
      path: '/triage',
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
