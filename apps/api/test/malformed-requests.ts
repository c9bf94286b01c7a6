import fc from 'fast-check';
import type { JsonSchema, Operation, Parameter } from './openapi-requests';

/**
 * Malformed requests generated from the OpenAPI document (issue 10 §2): every parameter and body field is,
 * request by request, either a value its schema accepts or a hostile one (NUL, lone surrogates, ids beyond
 * PostgreSQL's integer, loose number forms, impossible dates, wrong types, deep nesting), and the body as a
 * whole may be no JSON at all. Seeded, so a failure is replayed by its seed.
 */
export type MalformedRequest = {
  operation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Sent with the signed-in session's Authorization header (the header is added when it is sent). */
  signedIn: boolean;
  payload?: string;
};

/** Spec 000 §7: these may also come as POST with X-HTTP-Method-Override. */
const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

const MAX_INT4 = 2_147_483_647;

/** encodeURIComponent throws on a lone surrogate; the hostile ones are sent as raw bytes (%ED%A0%80) instead. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udfff]/gu, '\ufffd');

/** Scalars as they arrive in a path or query string, already percent-encoded where they need to be. */
const hostileUrlValue = fc.oneof(
  fc.constantFrom(
    '',
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%F0',
    '%',
    '%zz',
    '%201',
    '1%20',
    '0x10',
    '1e3',
    '1.5',
    '-1',
    '0',
    '00001',
    String(MAX_INT4),
    String(MAX_INT4 + 1),
    '9223372036854775808',
    '99999999999999999999999',
    'NaN',
    'Infinity',
    'null',
    'true',
    '[]',
    '2023-02-30',
    '2023-13-01',
    '0000-00-00',
    '99999-01-01',
    '2023-02-30T25:61:00Z',
    '%2F..%2F',
    'a'.repeat(5_000),
  ),
  fc.integer().map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.string({ unit: 'binary', maxLength: 40 }).map((text) => encodeURIComponent(wellFormed(text))),
);

/** Values in a JSON body where the schema wants something else. */
const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '2023-02-30',
    '2147483648',
    '0x10',
    '1e3',
    ' 1',
    MAX_INT4 + 1,
    2 ** 53,
    1e300,
    -1,
    0,
    1.5,
    -0,
    null,
    true,
    [],
    {},
    [null],
    { __proto__: null, constructor: { prototype: {} } },
    'a'.repeat(20_000),
  ),
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Whole bodies that are not the JSON the route wants, or not JSON at all. */
const hostileRawBody = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    'null',
    '[]',
    '"text"',
    '0',
    '{"a":1,"a":2}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '{"x":"\\u0000"}',
    '{"x":"\\ud800"}',
    `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
    '\u0000',
  ),
  fc.string({ unit: 'binary', maxLength: 80 }),
);

function resolve(schema: JsonSchema): JsonSchema[] {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.flatMap(resolve);
  if (schema.allOf?.length) return resolve(Object.assign({}, ...schema.allOf));
  return [schema];
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** A value a schema accepts, as far as the document says (a pattern is only honoured for dates). */
function accepted(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(...resolve(schema).map((option) => acceptedOne(option, depth)));
}

function acceptedOne(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 1 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer':
        case 'number':
          // Whole numbers inside the bounds, which a number's schema may give as fractions (a rating's 1.5).
          return fc.integer({
            min: Math.ceil(Math.max(schema.minimum ?? 0, (schema.exclusiveMinimum ?? -1) + 1)),
            max: Math.floor(Math.min(schema.maximum ?? 400, 400)),
          });
        case 'string':
          return acceptedString(schema);
        case 'array':
          return depth > 3 ? fc.constant([]) : fc.array(valueFor(schema.items ?? {}, depth + 1), { maxLength: 3 });
        case 'object':
          return depth > 3 ? fc.constant({}) : objectFor(schema, depth + 1);
        default:
          return fc.constant(null);
      }
    }),
  );
}

function acceptedString(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date' || schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.format === 'date-time') {
    return fc.date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map(String);
  }
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) });
}

/** Mostly an accepted value, sometimes a hostile one: each request breaks a few fields, not all of them. */
function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: accepted(schema, depth) }, { weight: 1, arbitrary: hostileJsonValue });
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record = fc.record(
    Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueFor(property, depth)])),
    { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
  );
  return fc.oneof(
    { weight: 4, arbitrary: record },
    {
      weight: 1,
      arbitrary: record.chain((value) =>
        fc.dictionary(fc.string(), hostileJsonValue).map((extra) => ({ ...extra, ...value })),
      ),
    },
  );
}

function urlValueFor(parameter: Parameter): fc.Arbitrary<string> {
  const asUrlValue = accepted(parameter.schema ?? {}).map((value) =>
    encodeURIComponent(typeof value === 'string' ? wellFormed(value) : JSON.stringify(value)),
  );
  return fc.oneof({ weight: 2, arbitrary: asUrlValue }, { weight: 1, arbitrary: hostileUrlValue });
}

function queryFor(parameters: Parameter[]): fc.Arbitrary<string> {
  const entries = parameters.map((parameter) => {
    const value = urlValueFor(parameter).map((encoded) => `${encodeURIComponent(parameter.name)}=${encoded}`);
    // A parameter given twice arrives as an array.
    const twice = fc.tuple(value, value).map((pair) => pair.join('&'));
    const chosen = fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: twice });
    return parameter.required ? chosen : fc.option(chosen, { nil: undefined, freq: 2 });
  });
  return fc.tuple(...entries).map((pairs) => pairs.filter((pair) => pair !== undefined).join('&'));
}

const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/xml'];

function bodyFor(operation: Operation): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const schemaBody = operation.body
    ? fc
        .oneof({ weight: 4, arbitrary: objectFor(operation.body, 0) }, { weight: 1, arbitrary: hostileJsonValue })
        .map((value) => JSON.stringify(value) ?? '')
    : fc.constant(undefined);
  const payload = fc.oneof(
    { weight: 4, arbitrary: schemaBody },
    { weight: 1, arbitrary: hostileRawBody },
    { weight: operation.body ? 0 : 2, arbitrary: fc.constant('') },
  );
  const contentType = fc.oneof(
    { weight: 6, arbitrary: fc.constant('application/json') },
    { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES, undefined) },
  );
  return fc.record({ payload, contentType }, { requiredKeys: [] });
}

const hostileAuthorization = fc.oneof(
  fc
    .constantFrom(
      `a\u0000b@example.com:token`,
      `\ud800@example.com:token`,
      ':token',
      'nobody@example.com',
      '\u0000:\u0000',
    )
    .map((credentials) => `Basic ${Buffer.from(credentials).toString('base64')}`),
  fc.constantFrom('Basic', 'Basic !!!', 'Bearer x', `Basic ${'A'.repeat(10_000)}`),
);

/** One operation's malformed requests: mostly signed in (when `signIn`), else signed out or with a hostile header. */
export function malformedRequests(operation: Operation, signIn: boolean): fc.Arbitrary<MalformedRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const path = fc
    .tuple(...pathParameters.map(urlValueFor))
    .map((values) =>
      pathParameters.reduce(
        (url, parameter, index) => url.replace(`{${parameter.name}}`, values[index] ?? ''),
        operation.path,
      ),
    );
  const query = queryFor(operation.parameters.filter((parameter) => parameter.in === 'query'));
  const override = OVERRIDABLE.has(operation.method) ? fc.boolean() : fc.constant(false);
  const signature = fc.oneof(
    { weight: signIn ? 8 : 0, arbitrary: fc.constant('session' as const) },
    { weight: 1, arbitrary: hostileAuthorization },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  return fc
    .record({ path, query, body: bodyFor(operation), override, authorization: signature })
    .map(({ path, query, body, override, authorization }) => {
      const headers: Record<string, string> = {};
      if (authorization && authorization !== 'session') headers.authorization = authorization;
      if (body.contentType) headers['content-type'] = body.contentType;
      if (override) headers['x-http-method-override'] = operation.method;
      return {
        operation: `${operation.method} ${operation.path}`,
        method: override ? 'POST' : operation.method,
        url: query ? `${path}?${query}` : path,
        headers,
        signedIn: authorization === 'session',
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      };
    });
}
