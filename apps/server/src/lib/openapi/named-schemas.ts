/**
 * The named schemas of the OpenAPI document (`components.schemas`): every zod schema that `@kickoff/shared` exports
 * as `<name>Schema` gets the id `<Name>` (`eventSchema` -> `Event`; `createEventInputSchema` -> `CreateEvent`, whose
 * request form the document calls `CreateEventInput`). Routes that use a named schema, or a schema holding one, get a
 * `$ref` to it. Query and path schemas stay inline: OpenAPI lists their fields as parameters.
 */
import * as shared from '@kickoff/shared';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

export type NamedSchemaRegistry = ReturnType<typeof z.registry<{ id: string }>>;

const PARAMETER_SCHEMA = /(?:Query|Params?|Querystring|Headers?)Schema$/;

/** `createEventInputSchema` -> `CreateEvent`; `eventSchema` -> `Event`. */
export function schemaId(exportName: string): string {
  const base = exportName.replace(/Schema$/, '').replace(/Input$/, '');
  return base.charAt(0).toUpperCase() + base.slice(1);
}

/** The export name of `@kickoff/shared` behind each schema id. */
export function namedSchemaExports(): Map<string, string> {
  const exports = new Map<string, string>();
  const seen = new Set<unknown>();
  for (const [name, value] of Object.entries(shared).sort(([a], [b]) => a.localeCompare(b))) {
    if (!name.endsWith('Schema') || PARAMETER_SCHEMA.test(name) || !(value instanceof $ZodType)) continue;
    const id = schemaId(name);
    // One zod value exported twice keeps its first name; two schemas wanting one name keep the first.
    if (seen.has(value) || exports.has(id)) continue;
    seen.add(value);
    exports.set(id, name);
  }
  return exports;
}

export function namedSchemaRegistry(): NamedSchemaRegistry {
  const registry = z.registry<{ id: string }>();
  const values = shared as unknown as Record<string, $ZodType>;
  for (const [id, name] of namedSchemaExports()) registry.add(values[name]!, { id });
  return registry;
}
