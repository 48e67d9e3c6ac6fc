/**
 * Makes the generated schemas valid OpenAPI 3.0 for strict validators, which read `nullable` as 3.0.3 defines it:
 * it adds `null` only to an explicit `type` in the same schema, and `enum` must list `null` itself. zod's
 * `openapi-3.0` output leaves a nullable enum without `null`, a nullable `$ref` as `{ nullable, allOf: [$ref] }`
 * (no type: null refused) and a literal null as `type: 'null'` (no such type in 3.0).
 */
type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The one 3.0 schema that accepts null and nothing else (the type is irrelevant, as in @fastify/swagger). */
const nullSchema = (): Schema => ({ type: 'object', nullable: true, enum: [null] });

function fixNullable(schema: Schema): Schema {
  if (schema.type === 'null') {
    const { type: _type, ...rest } = schema;
    return { ...rest, ...nullSchema() };
  }
  if (schema.nullable !== true) return schema;
  if (schema.type === undefined) {
    // `{ nullable, allOf: [X] }` (or an anyOf, a $ref): X or null. Annotations stay outside.
    const { nullable: _nullable, description, ...value } = schema;
    const inner = Array.isArray(value.allOf) && value.allOf.length === 1 && Object.keys(value).length === 1 ? (value.allOf[0] as Schema) : value;
    return { ...(description === undefined ? {} : { description }), anyOf: [inner, nullSchema()] };
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) return { ...schema, enum: [...schema.enum, null] };
  return schema;
}

/** Walks every schema below `node` (properties, items, combinators, additionalProperties) and fixes it in place. */
export function toOpenApi30Schema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toOpenApi30Schema);
  if (!isObject(node)) return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, toOpenApi30Schema(sub)]));
    } else if (['items', 'additionalProperties', 'not'].includes(key) && isObject(value)) {
      out[key] = toOpenApi30Schema(value);
    } else if (['allOf', 'anyOf', 'oneOf'].includes(key) && Array.isArray(value)) {
      out[key] = value.map(toOpenApi30Schema);
    } else {
      out[key] = value;
    }
  }
  // A `$ref` has no siblings in 3.0 (they are ignored); `{ allOf: [X] }` alone is X.
  if (typeof out.$ref === 'string') return { $ref: out.$ref };
  if (Array.isArray(out.allOf) && out.allOf.length === 1 && Object.keys(out).length === 1) return out.allOf[0];
  return fixNullable(out);
}
