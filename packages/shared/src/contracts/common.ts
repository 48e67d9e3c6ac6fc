import { z } from 'zod';
import { LIMITS } from '../limits';

/** Cursor paging shared by every list (rulings §4). */
export const pageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
});

export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

export const idParamSchema = z.object({ id: z.string().min(1).max(64) });
export const okSchema = z.object({ ok: z.literal(true) });

/** Characters that show nothing (zero-width space, joiners, word joiner, BOM): text made only of them is blank. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;

/**
 * Required free text (a comment, a post): trimmed, and blank when nothing visible is left (whitespace or invisible
 * characters only); at most `max` characters.
 */
export function visibleText(max: number, messages: { blank: string; tooLong: string }) {
  return z
    .string({ error: messages.blank })
    .trim()
    .refine((v) => v.replace(INVISIBLE, '').trim().length > 0, messages.blank)
    .pipe(z.string().max(max, messages.tooLong));
}
