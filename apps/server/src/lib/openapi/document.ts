/**
 * Builds the OpenAPI document from the routes: the zod schemas through fastify-type-provider-zod with the named
 * schemas (`named-schemas.ts`) as `components.schemas`, then what the route schemas cannot say (`operations.ts`),
 * `servers`, and OpenAPI 3.0 nullability (`openapi-3-0.ts`). Unused named schemas are left out.
 */
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { IDEMPOTENT_ROUTES } from '../../plugins/idempotency';
import { namedSchemaRegistry } from './named-schemas';
import { IDEMPOTENCY_KEY_HEADER, OPERATIONS, type HeaderDoc, type OperationDoc } from './operations';
import { toOpenApi30Schema } from './openapi-3-0';

type Json = Record<string, unknown>;
type TransformInput = Parameters<SwaggerTransform>[0];

const zodToJsonConfig = { target: 'openapi-3.0' as const };
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** `/api/events/:id` -> `/api/events/{id}`. */
export const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

export function documentTransforms(): { transform: SwaggerTransform; transformObject: SwaggerTransformObject } {
  const registry = namedSchemaRegistry();
  const named = createJsonSchemaTransform({ schemaRegistry: registry, zodToJsonConfig, skipList: [] });
  // Parameters stay inline: @fastify/swagger lists an object's fields as parameters, not a $ref.
  const inline = createJsonSchemaTransform({ zodToJsonConfig, skipList: [] });
  const toJson = (schema: ZodType, input: TransformInput) => (named({ ...input, schema: { body: schema } }).schema as Json).body as Json;

  const transform: SwaggerTransform = (input) => {
    const result = named(input);
    const schema = result.schema as Json | undefined;
    if (!schema || schema.hide) return result;
    const parameters = inline(input).schema as Json;
    for (const key of ['querystring', 'params', 'headers']) if (parameters[key]) schema[key] = parameters[key];
    const method = String(input.route.method).toUpperCase();
    const body = OPERATIONS[`${method} ${openapiPath(input.url)}`]?.body;
    if (body && 'json' in body) schema.body = { content: { 'application/json': { schema: toJson(body.json, input) } } };
    if (body && 'form' in body) {
      const fields = toJson(body.form, input);
      const file = { type: 'object', properties: { [body.file]: { type: 'string', format: 'binary', description: 'An image file (JPEG, PNG, WebP, GIF or HEIC)' } } };
      schema.body = {
        content: {
          'multipart/form-data': { schema: { allOf: [fields, file] } },
          'application/json': { schema: fields },
        },
      };
    }
    return result;
  };

  const withComponents = createJsonSchemaTransformObject({ schemaRegistry: registry, zodToJsonConfig });
  const transformObject: SwaggerTransformObject = (input) => {
    const document = withComponents(input) as Json & { paths: Record<string, Record<string, Json>>; components: { schemas: Json } };
    const idempotent = new Set([...IDEMPOTENT_ROUTES].map(openapiPath));
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!METHODS.includes(method)) continue;
        const key = `${method.toUpperCase()} ${path}`;
        applyOperationDoc(operation, OPERATIONS[key] ?? fallbackDoc(method, path));
        if (idempotent.has(key)) {
          addRequestHeader(operation, 'Idempotency-Key', IDEMPOTENCY_KEY_HEADER);
          for (const status of Object.keys(operation.responses as Json).filter((s) => s.startsWith('2'))) {
            addResponseHeader(operation, status, 'Idempotent-Replayed', { description: '`true` when this is the kept answer of an earlier request with the same key' });
          }
        }
      }
    }
    const fixed = toOpenApi30Document(document);
    return { ...fixed, servers: [{ url: '/', description: 'The server that serves this document' }], components: { ...fixed.components, schemas: usedSchemas(fixed) } };
  };

  return { transform, transformObject };
}

/** What a route without an entry in OPERATIONS gets, so the document stays valid (the OpenAPI test asks for one). */
function fallbackDoc(method: string, path: string): OperationDoc {
  const words = path.replace(/^\/api\//, '').split(/[^A-Za-z0-9]+/).filter(Boolean);
  return { operationId: [method, ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join('') };
}

function applyOperationDoc(operation: Json, doc: OperationDoc) {
  operation.operationId = doc.operationId;
  // Errors are JSON (rulings §1), also where the route's `produces` names the success's media type.
  for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
    const content = response.content as Record<string, unknown> | undefined;
    if (Number(status) >= 400 && content && !content['application/json']) response.content = { 'application/json': Object.values(content)[0] };
  }
  if (!operation.summary && doc.summary) operation.summary = doc.summary;
  for (const [name, header] of Object.entries(doc.requestHeaders ?? {})) addRequestHeader(operation, name, header);
  for (const [status, headers] of Object.entries(doc.responseHeaders ?? {})) {
    for (const [name, header] of Object.entries(headers)) addResponseHeader(operation, status, name, header);
  }
  for (const [status, media] of Object.entries(doc.media ?? {})) {
    const response = (operation.responses as Record<string, Json>)[status];
    if (!response) throw new Error(`${operation.operationId}: no ${status} answer for ${media.type}`);
    const schema = media.schema ? { $ref: `#/components/schemas/${media.schema}` } : { type: 'string' };
    const content = { [media.type]: { schema: { ...schema, ...(media.schema ? {} : { description: media.description }) } } };
    if (media.schema) response.description = media.description;
    response.content = media.json ? { ...(response.content as Json), ...content } : content;
  }
}

function addRequestHeader(operation: Json, name: string, header: HeaderDoc) {
  const parameters = ((operation.parameters as Json[] | undefined) ?? []).filter((p) => !(p.in === 'header' && String(p.name).toLowerCase() === name.toLowerCase()));
  operation.parameters = [...parameters, { in: 'header', name, required: header.required ?? false, description: header.description, schema: { type: 'string' } }];
}

function addResponseHeader(operation: Json, status: string, name: string, header: HeaderDoc) {
  const response = (operation.responses as Record<string, Json>)[status];
  if (!response) throw new Error(`${String(operation.operationId)}: no ${status} answer for the ${name} header`);
  response.headers = { ...(response.headers as Json), [name]: { description: header.description, required: header.required ?? false, schema: { type: 'string' } } };
}

/** Every schema of the document (parameters, bodies, answers, components) in OpenAPI 3.0 nullability. */
function toOpenApi30Document<D extends Json>(document: D): D {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === 'schema' ? toOpenApi30Schema(value) : walk(value)]));
  };
  const paths = walk(document.paths);
  const schemas = Object.fromEntries(Object.entries((document.components as { schemas?: Json }).schemas ?? {}).map(([name, schema]) => [name, toOpenApi30Schema(schema)]));
  return { ...document, paths, components: { ...(document.components as Json), schemas } };
}

/** The named schemas the paths use, directly or through another named schema. */
function usedSchemas(document: Json): Json {
  const all = (document.components as { schemas: Json }).schemas;
  const used = new Set<string>();
  const visit = (node: unknown) => {
    for (const match of JSON.stringify(node).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      const name = match[1]!;
      if (used.has(name)) continue;
      used.add(name);
      visit(all[name]);
    }
  };
  visit(document.paths);
  return Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name)).sort(([a], [b]) => a.localeCompare(b)));
}
