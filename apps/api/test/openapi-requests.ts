import type { TenantSchema } from './tenant-data';

/** The parts of JSON Schema that the routes' zod schemas produce in the OpenAPI document. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
};

export type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export type Operation = { method: string; path: string; parameters: Parameter[]; body?: JsonSchema };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Spec 000 §7: these may also come as POST with X-HTTP-Method-Override. */
const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

/** Every operation of the document. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      })),
  );
}

/** Whose ids go where. `target` is the account the caller must not reach; `own` is the caller's. */
export type Ids = {
  target: { accountId: number; rows: Map<string, number> };
  own: { accountId: number; rows: Map<string, number> };
};

/**
 * - 'rows': every id names a row of the target account (path, query and body); an optional account_id is left
 *   out, so that the row's own check answers.
 * - 'account': every account id (path, query account_id, body account_id, child_account_id, parent_id) is the
 *   target account's, every other id the caller's own rows: the account id alone must refuse the call.
 */
export type Variant = 'rows' | 'account';

export type ProbeRequest = {
  operation: string;
  variant: Variant;
  method: string;
  override: boolean;
  url: string;
  payload?: unknown;
};

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The table a path segment names: its own name, a table ending in it (urls → location_urls), or its last word. */
function tableNamed(segment: string, tables: string[]): string | undefined {
  for (const name of [segment, segment.split('_').at(-1)]) {
    const table = tables.find((candidate) => candidate === name) ?? tables.find((t) => t.endsWith(`_${name}`));
    if (table) return table;
  }
  return undefined;
}

/**
 * The table whose id a parameter carries: `id` is a row of the table the path segment before it names;
 * any other name is a foreign-key column of the schema, or ends in one (child_account_id → account_id).
 */
export function tableOf(name: string, segment: string | undefined, schema: TenantSchema): string | undefined {
  const column = snake(name).replace(/_ids$/, '_id');
  if (column === 'id') return segment === undefined ? undefined : tableNamed(segment, schema.idTables);
  const words = column.split('_');
  for (let start = 0; start < words.length - 1; start++) {
    const table = schema.references.get(words.slice(start).join('_'));
    if (table) return table;
  }
  return undefined;
}

function resolve(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (!options) return schema;
  const chosen = options.find((option) => option.type !== 'null' && option.not === undefined) ?? options[0] ?? {};
  return resolve(chosen);
}

function typeOf(schema: JsonSchema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.includes('integer') || types.includes('number')) return 'number';
  return types.find((type) => type !== 'null');
}

/** A value the schema accepts, as far as a generic guess goes (a 400 for the rest is an answer too). */
type IdOf = (name: string, schema: JsonSchema, required: boolean) => number | undefined;

function sample(schema: JsonSchema, idOf: IdOf): unknown {
  const resolved = resolve(schema);
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.default !== undefined) return resolved.default;
  if (resolved.enum?.length) return resolved.enum[0];
  switch (typeOf(resolved)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(resolved.properties ?? {})) {
        const required = resolved.required?.includes(name) ?? false;
        const id = idOf(name, property, required);
        if (id !== undefined) value[name] = typeOf(resolve(property)) === 'array' ? [id] : id;
        else if (required) value[name] = sample(property, idOf);
      }
      return value;
    }
    case 'array':
      return Array.from({ length: Math.max(resolved.minItems ?? 1, 1) }, () => sample(resolved.items ?? {}, idOf));
    case 'number':
      return resolved.exclusiveMinimum !== undefined
        ? Math.max(resolved.exclusiveMinimum + 1, 1)
        : Math.max(resolved.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'string': {
      if (resolved.format === 'email') return 'probe@cross-account.test';
      if (resolved.format === 'date-time') return '2025-01-15T12:00:00.000Z';
      if (resolved.format === 'date' || resolved.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2025-01-15';
      if (resolved.format === 'uri' || resolved.format === 'url') return 'https://probe.example/';
      return 'probe'.padEnd(resolved.minLength ?? 0, 'x');
    }
    default:
      return null;
  }
}

const idTyped = (schema: JsonSchema) => {
  const resolved = resolve(schema);
  return (
    typeOf(resolved) === 'number' ||
    (typeOf(resolved) === 'array' && typeOf(resolve(resolved.items ?? {})) === 'number')
  );
};

/**
 * The requests that aim an operation at the target account: one per variant that applies (and per fallback
 * id of a path id whose table is not known), each write also as POST with X-HTTP-Method-Override.
 */
export function requestsFor(operation: Operation, schema: TenantSchema, ids: Ids): ProbeRequest[] {
  const segments = operation.path.split('/');
  const segmentBefore = (name: string) =>
    segments
      .slice(0, segments.indexOf(`{${name}}`))
      .filter((segment) => segment && !segment.startsWith('{'))
      .at(-1);
  const tableOfParameter = (parameter: Parameter) =>
    parameter.schema && idTyped(parameter.schema)
      ? tableOf(parameter.name, segmentBefore(parameter.name), schema)
      : undefined;
  const bodyTables = Object.entries(resolve(operation.body ?? {}).properties ?? {})
    .filter(([, property]) => idTyped(property))
    .map(([name]) => tableOf(name, undefined, schema));
  const takesAccountId = [...operation.parameters.map(tableOfParameter), ...bodyTables].includes('accounts');
  // Every id the target account holds, for a path id whose table the path does not tell (profiles/{id}).
  const targetIds = [...new Set([ids.target.accountId, ...ids.target.rows.values()])].sort((a, b) => a - b);

  const variants: Variant[] = takesAccountId ? ['rows', 'account'] : ['rows'];
  const requests = variants.flatMap((variant) => {
    /** The id to send for a table: undefined leaves an optional parameter out. */
    const idFor = (table: string | undefined, required: boolean): number | undefined => {
      if (table === 'accounts') return variant === 'account' || required ? ids.target.accountId : undefined;
      if (table === undefined) return undefined;
      if (variant === 'account') return ids.own.rows.get(table) ?? ids.target.rows.get(table);
      return ids.target.rows.get(table);
    };
    const pathChoices = operation.parameters
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => {
        const table = tableOfParameter(parameter);
        const id = idFor(table, true);
        if (id !== undefined) return { name: parameter.name, values: [String(id)] };
        if (parameter.schema && idTyped(parameter.schema)) {
          return { name: parameter.name, values: (variant === 'rows' ? targetIds : [1]).map(String) };
        }
        return { name: parameter.name, values: [String(sample(parameter.schema ?? {}, () => undefined))] };
      });
    const query = new URLSearchParams();
    for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'query')) {
      const id = idFor(tableOfParameter(parameter), parameter.required === true);
      if (id !== undefined) query.set(parameter.name, String(id));
      else if (parameter.required) query.set(parameter.name, String(sample(parameter.schema ?? {}, () => undefined)));
    }
    const payload = operation.body
      ? sample(operation.body, (name, property, required) =>
          idTyped(property) ? idFor(tableOf(name, undefined, schema), required) : undefined,
        )
      : undefined;
    const count = Math.max(1, ...pathChoices.map((choice) => choice.values.length));
    return Array.from({ length: count }, (_, index) => {
      let path = operation.path;
      for (const choice of pathChoices) {
        path = path.replace(`{${choice.name}}`, choice.values[Math.min(index, choice.values.length - 1)] ?? '');
      }
      const search = query.toString();
      return { variant, url: search ? `${path}?${search}` : path, payload };
    });
  });

  const seen = new Set<string>();
  return requests.flatMap(({ variant, url, payload }) => {
    const key = `${url} ${JSON.stringify(payload)}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const ways = OVERRIDABLE.has(operation.method) ? [false, true] : [false];
    return ways.map((override) => ({
      operation: `${operation.method} ${operation.path}`,
      variant,
      method: operation.method,
      override,
      url,
      payload,
    }));
  });
}
