import { ReviewSourceError } from './review-source';

/**
 * How a source words its errors: the message, the status the failure really means, and when it says
 * how long to wait in its own way instead of Retry-After.
 */
export type ErrorReader = (
  status: number,
  body: unknown,
  headers: Headers,
) => { message: string; status: number; retryAfterSeconds?: number | null };

export type SourceRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: URL;
  /** The bearer token; none for calls that authenticate in their body (an OAuth token endpoint). */
  token?: string;
  body?: unknown;
  /** Form-encoded instead of JSON (the Graph API's write calls). */
  form?: Record<string, string>;
  /** More request headers (Apple's If-Match). */
  headers?: Record<string, string>;
};

export type SourceHttp = (request: SourceRequest) => Promise<unknown>;

/** Rate limits and server-side failures pass; everything else needs a person (token, permission, input). */
const isRetryable = (status: number) => status === 429 || status >= 500;

/** Retry-After is either seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One JSON call to a review source with a bearer token and a time limit. Every failure becomes a
 * ReviewSourceError: unreachable and timed out as retryable 503, HTTP errors as the source words them.
 * The token goes in the Authorization header only, never in the URL, so that it is never logged.
 */
export function createSourceHttp(source: string, readError: ErrorReader, timeoutMs: number): SourceHttp {
  return async ({ method = 'GET', url, token, body, form, headers: extra }) => {
    const headers: Record<string, string> = { accept: 'application/json', ...extra };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    let payload: string | undefined;
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(form).toString();
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body: payload, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ReviewSourceError(`${source} unreachable: ${reason}`, 503, true);
    }
    const answer = await bodyOf(response);
    if (response.ok) return answer;
    const read = readError(response.status, answer, response.headers);
    throw new ReviewSourceError(
      `${source} answered HTTP ${response.status}: ${read.message}`,
      read.status,
      isRetryable(read.status),
      read.retryAfterSeconds ?? retryAfterSeconds(response.headers.get('retry-after')),
    );
  };
}

/** The answer did not have the documented shape: the source changed, which a retry does not fix. */
export function unexpectedAnswer(source: string, detail: string): ReviewSourceError {
  return new ReviewSourceError(`${source} answered in an unknown form: ${detail}`, 502, false);
}

/** A delete retried after it went through finds nothing: the answer is already gone, which is what was asked. */
export async function ignoreGone(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof ReviewSourceError && error.status === 404)) throw error;
  }
}
