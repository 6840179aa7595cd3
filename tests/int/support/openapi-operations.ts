import { randomUUID } from 'node:crypto';
import { api } from './fixtures';
import { contactBody, sponsorBody } from './forms';

/** The slice of an OpenAPI schema object the suites read. */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  default?: unknown;
  $ref?: string;
};

type Parameter = { in: 'path' | 'query'; name: string; required?: boolean; schema: JsonSchema };
type RawOperation = {
  'x-webbox-auth'?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, RawOperation>>; components?: { schemas?: Record<string, JsonSchema> } };

export type Operation = {
  key: string;
  method: string;
  /** The documented path below /api/v1, e.g. `/games/{id}/players`. */
  template: string;
  auth: string;
  parameters: Parameter[];
  bodyType: 'json' | 'multipart' | null;
  bodySchema: JsonSchema | null;
  resolve(schema: JsonSchema): JsonSchema;
};

/** Every documented operation, read from the running app's own OpenAPI document. */
export async function loadOperations(host: string): Promise<Operation[]> {
  const doc = (await (await api(host, '/openapi.json')).json()) as OpenApiDocument;
  const schemas = doc.components?.schemas ?? {};
  const resolve = (schema: JsonSchema): JsonSchema => (schema.$ref ? (schemas[schema.$ref.split('/').pop() ?? ''] ?? {}) : schema);
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const multipart = content['multipart/form-data']?.schema;
      const template = path.replace(/^\/api\/v1/, '');
      return {
        key: `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        template,
        auth: operation['x-webbox-auth'] ?? 'undocumented',
        parameters: operation.parameters ?? [],
        bodyType: json ? 'json' : multipart ? 'multipart' : null,
        bodySchema: json ?? multipart ?? null,
        resolve,
      } satisfies Operation;
    }),
  );
}

/** The kinds of rows an id can name; a tenant holds one of each (see tenant-world.ts). */
export type IdKind = 'page' | 'group' | 'formGroup' | 'sponsorGroup' | 'field' | 'media' | 'upload' | 'submission' | 'mail' | 'game' | 'player' | 'listing';
export type TenantIds = Record<IdKind, string>;

/** What a uuid property names, by its name; `id` depends on the route (below). */
const ID_BY_NAME: Record<string, IdKind> = {
  pageId: 'page',
  groupId: 'group',
  // A collection container is a section.
  collectionId: 'group',
  nextTo: 'group',
  linkId: 'field',
  mediaId: 'media',
  uploadId: 'upload',
  playerId: 'player',
};

/** What a bare `id` (path, query or body) names on each route; absent: a fresh id the client makes. */
const ID_BY_ROUTE: Array<[RegExp, IdKind]> = [
  [/^\/page\//, 'page'],
  [/^\/media\/upload\/\{id\}$/, 'upload'],
  [/^\/media/, 'media'],
  [/^\/forms\/mails\/retry$/, 'mail'],
  [/^\/games\/\{id\}\/players$/, 'game'],
  [/^\/games\/\{id\}/, 'game'],
  [/^\/listings\/\{id\}/, 'listing'],
];

function idFor(operation: Operation, name: string, ids: TenantIds, where: 'path' | 'body'): string {
  // A player's id in the add-player body is made by the device: new, never a stored one.
  if (name === 'id' && where === 'body' && operation.template === '/games/{id}/players') return randomUUID();
  if (name === 'submissionKey') return randomUUID();
  // Forms post to their own form section, the editing routes to a content section.
  if (name === 'groupId' && operation.template === '/contact') return ids.formGroup;
  if (name === 'groupId' && operation.template === '/aspectSponsorForm') return ids.sponsorGroup;
  const kind = ID_BY_NAME[name] ?? (name === 'id' ? ID_BY_ROUTE.find(([pattern]) => pattern.test(operation.template))?.[1] : undefined);
  return kind ? ids[kind] : randomUUID();
}

const typesOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/**
 * The smallest value the schema accepts, with every id taken from `ids` by its name: a request
 * that would do its work if the ids were the caller's own.
 */
export function validValue(operation: Operation, input: JsonSchema, ids: TenantIds, name = ''): unknown {
  const schema = operation.resolve(input);
  if (schema.enum) return schema.enum[0];
  if (schema.oneOf?.[0]) return validValue(operation, schema.oneOf[0], ids, name);
  if (schema.anyOf?.[0]) return validValue(operation, schema.anyOf[0], ids, name);
  const types = typesOf(schema);
  if (types.includes('object') || schema.properties) {
    const value: Record<string, unknown> = {};
    for (const key of schema.required ?? []) value[key] = validValue(operation, schema.properties?.[key] ?? {}, ids, key);
    return value;
  }
  if (types.includes('array')) return Array.from({ length: schema.minItems ?? 0 }, () => validValue(operation, schema.items ?? {}, ids, name));
  // An editing save's base version: the version of a freshly created row (else it is refused as a conflict, 409).
  if (name === 'version' && (types.includes('integer') || types.includes('number'))) return 1;
  if (types.includes('integer') || types.includes('number')) return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + 1);
  if (types.includes('boolean')) return false;
  if (types.includes('string')) {
    if (schema.format === 'uuid') return idFor(operation, name, ids, 'body');
    if (schema.format === 'date-time') return new Date().toISOString();
    if (schema.format === 'date') return '2026-11-23';
    if (schema.format === 'uri') return 'https://example.ch/a.png';
    if (schema.format === 'binary') return 'file';
    if (schema.pattern) return patternExample(schema.pattern);
    return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
  return null;
}

/** Values for the few documented patterns (the suites fail loudly on a new one). */
function patternExample(pattern: string): string {
  const examples: Record<string, string> = {
    '^[a-zA-Z][a-zA-Z0-9]{0,40}$': 'title',
    '^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$': 'folder',
    '^video\\/': 'video/webm',
    '^\\d{1,2}:\\d{1,2}$': '16:9',
    '^page:[0-9a-f-]{36}$': `page:${randomUUID()}`,
  };
  const example = examples[pattern];
  if (example === undefined) throw new Error(`no example for the pattern ${pattern}`);
  return example;
}

/** Bodies that reach the handler's own checks, where the smallest valid value would not (a text slot's value, a real form). */
export function validBody(operation: Operation, ids: TenantIds): unknown {
  switch (operation.key) {
    case 'POST /data':
      return {
        itemType: 'field',
        version: 1,
        linkId: ids.field,
        groupId: ids.group,
        slot: 'title',
        data: { content: { type: 'localizedSingleValue', locale: 'de', value: 'Überschrieben' } },
      };
    case 'POST /group/add':
      return { pageId: ids.page, groupName: 'hero', nextTo: ids.group };
    case 'POST /group/status':
      return { pageId: ids.page, groupId: ids.group, from: 'published', to: 'archived' };
    case 'POST /revalidate/tag':
      return { tag: `page:${ids.page}` };
    case 'POST /games/{id}/players':
      return { id: randomUUID(), name: 'Mallory' };
    case 'PATCH /games/{id}/players/{playerId}':
      return { name: 'Mallory' };
    case 'POST /contact':
      return contactBody(ids.formGroup);
    case 'POST /aspectSponsorForm':
      return sponsorBody(ids.sponsorGroup);
    case 'POST /media/directUpload':
      return { fileName: 'rundgang.webm', fileSize: 1000, mimeType: 'video/webm' };
    case 'POST /media/youtube':
      return { youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };
    // A listing's smallest valid fields would name a random branch (refused as not the site's own).
    case 'POST /listings':
      return { kind: 'job', fields: { title: { de: 'Neue Stelle' } } };
    case 'PUT /listings/{id}':
      return { version: 1, fields: { title: { de: 'Überschrieben' } } };
    case 'PUT /games/{id}/scores':
      return { pageId: ids.page, playerId: ids.player, score: 3 };
    default:
      return operation.bodySchema ? validValue(operation, operation.bodySchema, ids) : undefined;
  }
}

/** The operation's path below /api/v1 with its path ids and required query filled from `ids`. */
export function validPath(operation: Operation, ids: TenantIds, query: Record<string, string> = {}): string {
  const path = operation.template.replace(/\{([^}]+)\}/g, (_, name: string) => idFor(operation, name, ids, 'path'));
  const search = new URLSearchParams(query);
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query' || !parameter.required || search.has(parameter.name)) continue;
    const value =
      operation.resolve(parameter.schema).format === 'uuid'
        ? idFor(operation, parameter.name, ids, 'path')
        : String(validValue(operation, parameter.schema, ids, parameter.name));
    search.set(parameter.name, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
