import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';

/**
 * The deepest JSON body accepted. The deepest body a route takes (a saved filter's config) is four levels; a
 * body nested thousands deep exhausts the stack of whatever walks it (validation, logging, the echo of /triage).
 */
export const MAX_JSON_DEPTH = 32;

/** Whether JSON text opens more than `limit` arrays and objects inside each other (brackets in strings aside). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth++;
      if (depth > limit) return true;
    } else if (char === '}' || char === ']') depth--;
  }
  return false;
}

/**
 * application/json bodies: Fastify's parser (prototype poisoning refused), after two rules of our own. An empty
 * body is no body, on every method: the spec's client sends `Content-Type: application/json` with every call,
 * GET and DELETE included (a route that needs a body still answers 400 from its schema). And a body nested
 * deeper than MAX_JSON_DEPTH is 400 before anything walks it.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(badRequest(`The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`), undefined);
    }
    return parseJson(request, text, done);
  });
}
