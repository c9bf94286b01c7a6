import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';
import { parseBasicAuth } from './authenticate';

/**
 * A NUL (PostgreSQL text cannot hold one) or a lone UTF-16 surrogate (not a character: jsonb refuses its escape,
 * and UTF-8 cannot encode it). With the u flag, LONE_SURROGATE matches only surrogates that are not part of a pair.
 */
const LONE_SURROGATE = /[\ud800-\udfff]/u;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
const MESSAGE = 'Contains a character that is not allowed (NUL or a lone surrogate)';

/** The field (dotted path, '_' for the value itself) of the first unstorable string in a value, keys included. */
function unstorableField(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return unstorable(value) ? path.join('.') || '_' : undefined;
  // Bytes (an uploaded image) are not text: walking a megabyte Buffer's entries one by one took minutes.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const field = unstorable(key) ? [...path, key].join('.') : unstorableField(inner, [...path, key]);
    if (field !== undefined) return field;
  }
  return undefined;
}

function refuse(field: string | undefined) {
  if (field !== undefined) throw badRequest(`${field}: ${MESSAGE}`, { [field]: [MESSAGE] });
}

/**
 * Text no column can store answers 400 wherever it comes in: the Basic credentials (before they are looked
 * up), the path and the query (before authentication), and the body (once parsed). Registered before the
 * authentication hook, so that it runs first.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const credentials = parseBasicAuth(request.headers.authorization);
    if (credentials && unstorableField(credentials) !== undefined) {
      throw badRequest(`authorization: ${MESSAGE}`, { authorization: [MESSAGE] });
    }
    refuse(unstorableField(request.params));
    refuse(unstorableField(request.query));
  });
  app.addHook('preValidation', async (request) => {
    refuse(unstorableField(request.body));
  });
}
