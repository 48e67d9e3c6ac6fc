/**
 * The one zod-to-400 of the routes that parse input themselves (forms read by `readForm`, bodies checked with a
 * schema of their own): the first message as the answer, and each field's first message under its path
 * (`{ message, fields }`, rulings §1). `summary` may replace the message when several fields fail together (the group
 * form's "Name and sport are required").
 */
import type { z } from 'zod';
import { MESSAGES } from '@kickoff/shared';
import { badRequest } from './errors';

export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  summary?: (fields: Record<string, string>) => string | undefined,
): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  throw badRequest(summary?.(fields) ?? Object.values(fields)[0] ?? MESSAGES.common.invalidInput, fields);
}
