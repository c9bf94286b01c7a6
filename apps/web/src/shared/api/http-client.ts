import { HAL_MEDIA_TYPE } from '@repute/domain/media-type';
import { ApiError } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type QueryParams = Record<string, QueryValue>;
export type Credentials = { email: string; token: string };

export type ApiRequest = {
  method: HttpMethod;
  path: string;
  query?: QueryParams;
  body?: unknown;
  /** No timeout unless given (spec 000 §7); the triage page uses five minutes. */
  timeoutMs?: number;
  /** Credentials for this call instead of the current session's (null: send none). */
  credentials?: Credentials | null;
  /** 'none' keeps a 401 or 402 from touching the session: the login call and diagnostics use it. */
  sessionEffects?: 'default' | 'none';
};

export type ApiResponse<T> = { status: number; data: T };
/** A downloaded file: its bytes untouched (a CSV's byte-order mark kept) and the name the server gave it, if any. */
export type ApiFile = { blob: Blob; filename: string | null };

export type ApiClientOptions = {
  fetch: typeof fetch;
  /** Where the API lives: '/api' in the app, an absolute URL in tests. */
  baseUrl: string;
  getCredentials: () => Credentials | null;
  onUnauthorized?: () => void;
  onPaymentRequired?: () => void;
  nonce?: () => string;
};

export type ApiClient = {
  send: <T>(request: ApiRequest) => Promise<ApiResponse<T>>;
  request: <T>(request: ApiRequest) => Promise<T>;
  get: <T>(path: string, query?: QueryParams) => Promise<T>;
  /** GET of a file (a CSV export): read as bytes, not text, since decoding would drop the byte-order mark. */
  getFile: (path: string, query?: QueryParams) => Promise<ApiFile>;
};

export function randomNonce(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Basic credentials, UTF-8 safe (btoa alone only takes Latin-1). */
export function basicAuthorization({ email, token }: Credentials): string {
  const bytes = new TextEncoder().encode(`${email}:${token}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

export function buildQueryString(query: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function toApiError(status: number, statusText: string, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const message = typeof record.message === 'string' ? record.message : undefined;
    const error = typeof record.error === 'string' ? record.error : undefined;
    return new ApiError(status, message || error || statusText || `Request failed (${status})`, record);
  }
  return new ApiError(status, typeof body === 'string' && body ? body : statusText || `Request failed (${status})`);
}

/** The file name of a Content-Disposition header: the RFC 5987 `filename*` first, else the plain `filename`. */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1]?.trim() || null;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const nonce = options.nonce ?? randomNonce;

  /** One exchange with the server: a failed status throws ApiError (after the session effects), else the response. */
  async function exchange(request: ApiRequest): Promise<Response> {
    const { method, path, body, timeoutMs } = request;
    const query = method === 'GET' ? { ...request.query, nonce: nonce() } : (request.query ?? {});
    // A Blob (an uploaded image) travels as its own bytes and type; anything else as JSON.
    const file = body instanceof Blob ? body : undefined;
    const headers: Record<string, string> = {
      Accept: HAL_MEDIA_TYPE,
      'Content-Type': file ? file.type || 'application/octet-stream' : 'application/json',
    };
    const credentials = request.credentials === undefined ? options.getCredentials() : request.credentials;
    if (credentials) headers.Authorization = basicAuthorization(credentials);
    // Only GET and POST travel as themselves; the others ride on POST with the override header.
    const overridden = method === 'PUT' || method === 'PATCH' || method === 'DELETE';
    if (overridden) headers['X-HTTP-Method-Override'] = method;

    // A JSON content type with an empty body is a bad request to the server: bodiless POSTs send {}.
    const payload = file ?? (body !== undefined ? JSON.stringify(body) : method === 'GET' ? undefined : '{}');

    let response: Response;
    try {
      response = await options.fetch(`${options.baseUrl}${path}${buildQueryString(query)}`, {
        method: overridden ? 'POST' : method,
        headers,
        body: payload,
        signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
      });
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
      throw new ApiError(0, timedOut ? 'The request timed out' : 'The server could not be reached');
    }

    if (!response.ok) {
      if (request.sessionEffects !== 'none') {
        if (response.status === 401) options.onUnauthorized?.();
        if (response.status === 402) options.onPaymentRequired?.();
      }
      throw toApiError(response.status, response.statusText, await readBody(response));
    }
    return response;
  }

  async function send<T>(request: ApiRequest): Promise<ApiResponse<T>> {
    const response = await exchange(request);
    return { status: response.status, data: (await readBody(response)) as T };
  }

  async function getFile(path: string, query?: QueryParams): Promise<ApiFile> {
    const response = await exchange({ method: 'GET', path, query });
    return { blob: await response.blob(), filename: dispositionFilename(response.headers.get('content-disposition')) };
  }

  const request = async <T>(input: ApiRequest): Promise<T> => (await send<T>(input)).data;

  return {
    send,
    request,
    get: (path, query) => request({ method: 'GET', path, query }),
    getFile,
  };
}
